import type { DocumentNode } from 'graphql';
import { graphql } from '../../gql';

// The signed-in user as every part of the app sees it: one fragment for the session's Me query and the answers of
// sign-in and registration, and its generated type.
export type { SessionUserFragment as SessionUser } from '../../gql/graphql';

export const SessionUserFragment = graphql(`
  fragment SessionUser on User {
    id username email firstName lastName role profileImageUrl createdAt agencyRole language
  }
`);

/** The names of a flat fragment's fields (scalars only), as selection text. */
function fieldsOf(fragment: DocumentNode): string {
  const names: string[] = [];
  for (const definition of fragment.definitions) {
    if (!('selectionSet' in definition) || !definition.selectionSet) continue;
    for (const selection of definition.selectionSet.selections) if ('name' in selection) names.push(selection.name.value);
  }
  return names.join(' ');
}

// The session loads on every page by a plain fetch (app/shellRequest.ts), before Apollo: it asks for the fragment's
// fields by name.
export const ME_QUERY = `query Me { me { ${fieldsOf(SessionUserFragment)} } }`;
