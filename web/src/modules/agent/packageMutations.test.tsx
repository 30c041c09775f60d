import type { ApolloClient } from '@apollo/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PackageInput } from '../../gql/graphql';
import { page } from '../../test/catalogue';
import { handlers, meAs } from '../../test/handlers';
import { packageAs } from '../../test/packages';
import { renderElement } from '../../test/render';
import { PackagesQuery } from '../packages/PackagesPage';
import { MyPackagesQuery } from './operations';
import { PackageManagement } from './PackageManagement';
import { useCreatePackage, useDeletePackage, useUpdatePackage } from './packageMutations';

// The package mutations keep the agent's list right from their answers: the list is asked for once.

const UMRAH = packageAs();
const HUNZA = packageAs({ id: '5b7d1c2e-0000-4000-8000-000000000002', name: 'Hunza Valley Escape', type: 'holiday', bookings: 0 });
const calls = { MyPackages: 0, Packages: 0 };

const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ role: 'b2b_agent' }) } })),
  graphql.query('MyPackages', ({ variables }) => {
    // the list on screen is the unfiltered one
    if (!variables.type) calls.MyPackages++;
    const items = [HUNZA, UMRAH].filter((p) => !variables.type || p.type === variables.type);
    return HttpResponse.json({ data: { myPackages: { __typename: 'PackagePage', items, hasMore: false, offset: 0 } } });
  }),
  graphql.query('Packages', () => {
    calls.Packages++;
    return HttpResponse.json({ data: { packages: page('PackagePage', [UMRAH]) } });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls.MyPackages = 0;
  calls.Packages = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const input = { name: 'x' } as PackageInput;

/** A probe per hook: a button that runs it, so the test drives the hook beside the list it changes. */
function Probes() {
  const [create] = useCreatePackage();
  const [update] = useUpdatePackage();
  const [remove] = useDeletePackage();
  return (
    <>
      <button type="button" onClick={() => void create({ variables: { input } })}>
        create
      </button>
      <button type="button" onClick={() => void update({ id: UMRAH.id, type: 'umrah', name: UMRAH.name }, input)}>
        update
      </button>
      <button type="button" onClick={() => void remove({ variables: { id: HUNZA.id } })}>
        delete
      </button>
    </>
  );
}

async function renderList() {
  const view = renderElement(
    <>
      <PackageManagement onCreate={() => {}} onEdit={() => {}} />
      <Probes />
    </>,
  );
  await waitFor(() => expect(screen.getAllByTestId('package-card')).toHaveLength(2));
  // the public list and the agent's umrah-only list, as another page would have stored them
  await view.client.query({ query: PackagesQuery, variables: { type: 'umrah', pagination: { limit: 12, offset: 0 } } });
  await view.client.query({ query: MyPackagesQuery, variables: { search: null, type: 'umrah', pagination: { limit: 24 } } });
  return view;
}

const names = () => screen.getAllByTestId('package-card-name').map((n) => n.textContent);
const publicList = (client: ApolloClient) =>
  client.cache.readQuery({ query: PackagesQuery, variables: { type: 'umrah', pagination: { limit: 12, offset: 0 } } });
const umrahList = (client: ApolloClient) =>
  client.cache.readQuery({ query: MyPackagesQuery, variables: { search: null, type: 'umrah', pagination: { limit: 24 } } });

describe('package mutation hooks', () => {
  it('useCreatePackage: the new package heads the list; the public lists are dropped', async () => {
    const created = packageAs({ id: '5b7d1c2e-0000-4000-8000-000000000099', name: 'Skardu Explorer', type: 'domestic' });
    server.use(graphql.mutation('CreatePackage', () => HttpResponse.json({ data: { createPackage: created } })));
    const { client } = await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'create' }));
    await waitFor(() => expect(names()).toEqual(['Skardu Explorer', 'Hunza Valley Escape', 'Premium Umrah from Karachi']));
    expect(publicList(client)).toBeNull();
    // a domestic package is not one of the umrah list's
    expect(umrahList(client)?.myPackages.items).toHaveLength(1);
    expect(calls).toEqual({ MyPackages: 1, Packages: 1 });
  });

  it('useUpdatePackage: the card shows the change; a new type leaves the old type’s list', async () => {
    const changed = packageAs({ name: 'Premium Hajj from Karachi', type: 'hajj' });
    server.use(graphql.mutation('UpdatePackage', () => HttpResponse.json({ data: { updatePackage: changed } })));
    const { client } = await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'update' }));
    await waitFor(() => expect(names()).toEqual(['Hunza Valley Escape', 'Premium Hajj from Karachi']));
    expect(umrahList(client)?.myPackages.items).toEqual([]);
    expect(publicList(client)).toBeNull();
    expect(calls).toEqual({ MyPackages: 1, Packages: 1 });
  });

  it('useDeletePackage: a deleted package leaves the list', async () => {
    server.use(
      graphql.mutation('DeletePackage', ({ variables }) =>
        HttpResponse.json({ data: { deletePackage: { __typename: 'DeletePackageResult', id: variables.id, outcome: 'deleted', package: null } } }),
      ),
    );
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    await waitFor(() => expect(names()).toEqual(['Premium Umrah from Karachi']));
    expect(calls.MyPackages).toBe(1);
  });

  it('useDeletePackage: an archived package stays, inactive', async () => {
    server.use(
      graphql.mutation('DeletePackage', ({ variables }) =>
        HttpResponse.json({
          data: { deletePackage: { __typename: 'DeletePackageResult', id: variables.id, outcome: 'archived', package: { ...HUNZA, status: 'inactive' } } },
        }),
      ),
    );
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    const hunza = screen.getAllByTestId('package-card')[0];
    await waitFor(() => expect(within(hunza).getByTestId('package-status').textContent).toBe('inactive'));
    expect(names()).toEqual(['Hunza Valley Escape', 'Premium Umrah from Karachi']);
    expect(calls.MyPackages).toBe(1);
  });
});
