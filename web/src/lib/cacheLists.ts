import type { ApolloCache, Reference } from '@apollo/client';

// Helpers for mutation hooks that change what paged lists show (the `{ items, hasMore }` pages that app/apollo.ts
// keys by their filters): put a new item into the lists it belongs to, take a removed one out, or drop lists whose
// new content only the server can tell, so they refetch when next shown.

type PageValue = { items: readonly Reference[] } & Record<string, unknown>;
export type ListArgs = Record<string, unknown>;

/** The key arguments a list was stored under: the JSON after `field:` in its store field name (none for `field`). */
export function keyArgsOf(storeFieldName: string): ListArgs {
  const at = storeFieldName.indexOf(':');
  if (at < 0) return {};
  try {
    return JSON.parse(storeFieldName.slice(at + 1)) as ListArgs;
  } catch {
    return {};
  }
}

/** Puts `item` first in every stored list of `fieldName` whose key arguments `accepts` (newest-first lists). */
export function prependToLists(cache: ApolloCache, fieldName: string, item: Reference | undefined, accepts: (args: ListArgs) => boolean = () => true): void {
  if (!item) return;
  cache.modify({
    fields: {
      [fieldName]: (value, { storeFieldName, readField }) => {
        const page = value as PageValue | undefined;
        if (!page?.items || !accepts(keyArgsOf(storeFieldName))) return value;
        const id = readField<string>('id', item);
        if (page.items.some((ref) => readField<string>('id', ref) === id)) return value;
        return { ...page, items: [item, ...page.items] };
      },
    },
  });
}

/** Takes the item with this id out of every stored list of `fieldName` whose key arguments `matches`. */
export function removeFromLists(cache: ApolloCache, fieldName: string, id: string, matches: (args: ListArgs) => boolean = () => true): void {
  cache.modify({
    fields: {
      [fieldName]: (value, { storeFieldName, readField }) => {
        const page = value as PageValue | undefined;
        if (!page?.items || !matches(keyArgsOf(storeFieldName))) return value;
        const items = page.items.filter((ref) => readField<string>('id', ref) !== id);
        return items.length === page.items.length ? value : { ...page, items };
      },
    },
  });
}

/**
 * Drops the stored lists of `fieldName` whose key arguments `matches` (all of them by default): a list on screen
 * refetches at once, any other one when it is next shown.
 */
export function dropLists(cache: ApolloCache, fieldName: string, matches: (args: ListArgs) => boolean = () => true): void {
  cache.modify({
    fields: {
      [fieldName]: (value, { storeFieldName, DELETE }) => (matches(keyArgsOf(storeFieldName)) ? DELETE : value),
    },
  });
}

/** Drops root fields computed by the server (figures, activity): whoever shows them next asks again. */
export function dropRootFields(cache: ApolloCache, ...fieldNames: string[]): void {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** A reference to an object a mutation returned (normalised by its __typename and id before `update` runs). */
export function referenceTo(cache: ApolloCache, object: unknown): Reference | undefined {
  const id = cache.identify(object as Parameters<ApolloCache['identify']>[0]);
  return id ? { __ref: id } : undefined;
}
