import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { UmrahGroupFullFragment } from '../../gql/graphql';
import { UmrahGroupQuery, UmrahGroupsQuery } from './operations';

// A group as its page reads it (issue 36), and the one way its tabs change it: every change refetches the group,
// since pilgrims, rooms, readiness and money move together.

export type Group = UmrahGroupFullFragment;
export type Pilgrim = Group['pilgrims'][number];

export const fullName = (p: Pick<Pilgrim, 'givenNames' | 'surname'>) => `${p.givenNames} ${p.surname}`;

/** A mutation of the group whose answer waits for the group to be read again. */
export function useGroupMutation<TData, TVariables extends OperationVariables>(doc: TypedDocumentNode<TData, TVariables>) {
  return useMutation(doc, { refetchQueries: [UmrahGroupQuery, UmrahGroupsQuery], awaitRefetchQueries: true });
}
