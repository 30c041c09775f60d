import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { getFragmentData } from '../../gql';
import type { ManagedPackageFragment as ManagedPackage, PackageInput } from '../../gql/graphql';
import { dropLists, dropRootFields, prependToLists, referenceTo, removeFromLists } from '../../lib/cacheLists';
import { CreatePackageMutation, DeletePackageMutation, ManagedPackageFragment, UpdatePackageMutation } from './operations';

// The package mutations of the agent workspace (and the admin's package management), each keeping the cache right
// without refetching the lists on screen. Packages are stored under their id, so a change to one shows in every list
// holding it; what these hooks add is which lists it now belongs to.

// the dashboard's figures and activity feed count packages; the server computes them
const dropPackageFigures = (cache: ApolloCache) => dropRootFields(cache, 'agentStats', 'agentActivity');

/** Creates a package: it heads the caller's lists it belongs to (newest first). */
export function useCreatePackage() {
  return useMutation(CreatePackageMutation, {
    update(cache, { data }) {
      if (!data) return;
      const pkg = getFragmentData(ManagedPackageFragment, data.createPackage);
      prependToLists(cache, 'myPackages', referenceTo(cache, pkg), (args) => !args.search && (args.type == null || args.type === pkg.type));
      // whether the name matches a search, and where the public lists (featured, then cheapest) place it, the server says
      dropLists(cache, 'myPackages', (args) => Boolean(args.search));
      dropLists(cache, 'packages');
      dropPackageFigures(cache);
    },
  });
}

/** Saves changes to `previous`: lists filtered by its old type lose it, those of a new type or a search ask again. */
export function useUpdatePackage() {
  const [mutate, state] = useMutation(UpdatePackageMutation);
  const update = useCallback(
    (previous: Pick<ManagedPackage, 'id' | 'type' | 'name'>, input: PackageInput) =>
      mutate({
        variables: { id: previous.id, input },
        update(cache, { data }) {
          if (!data) return;
          const pkg = getFragmentData(ManagedPackageFragment, data.updatePackage);
          if (pkg.type !== previous.type) {
            removeFromLists(cache, 'myPackages', pkg.id, (args) => args.type === previous.type);
            dropLists(cache, 'myPackages', (args) => args.type === pkg.type);
          }
          if (pkg.name !== previous.name) dropLists(cache, 'myPackages', (args) => Boolean(args.search));
          // price, status, featured and type decide the public lists' order and content
          dropLists(cache, 'packages');
          dropPackageFigures(cache);
        },
      }),
    [mutate],
  );
  return [update, state] as const;
}

/**
 * Deletes a package, or archives it when it has bookings (the answer then carries it, inactive). Either way it leaves
 * the public lists; a deleted one leaves the caller's lists too.
 */
export function useDeletePackage() {
  return useMutation(DeletePackageMutation, {
    update(cache, { data }) {
      if (!data) return;
      const { id, outcome } = data.deletePackage;
      removeFromLists(cache, 'packages', id);
      if (outcome === 'deleted') {
        removeFromLists(cache, 'myPackages', id);
        cache.evict({ id: cache.identify({ __typename: 'Package', id }) });
        cache.gc();
      }
      dropPackageFigures(cache);
    },
  });
}
