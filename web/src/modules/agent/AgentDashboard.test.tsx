import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agentDashboardHandlers, agentStatsAs, createPackageFails, fillHolidayPackage, murreeWeekendAs, myPackagesPage, pngFile, typeInto } from '../../test/agent-fixtures';
import { handlers, meAs } from '../../test/handlers';
import { packageAs } from '../../test/packages';
import { renderApp } from '../../test/render';

type Vars = Record<string, unknown>;

const pageOf = (items: unknown[]) => myPackagesPage(items);

const myPackagesCalls: Vars[] = [];
const created: Vars[] = [];

const server = setupServer(
  ...agentDashboardHandlers({}, agentStatsAs()),
  graphql.query('MyPackages', ({ variables }) => {
    myPackagesCalls.push(variables);
    return pageOf([]);
  }),
  graphql.mutation('CreatePackage', ({ variables }) => {
    created.push(variables.input as Vars);
    return HttpResponse.json({ data: { createPackage: packageAs({ id: '5b7d1c2e-0000-4000-8000-000000000099' }) } });
  }),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  myPackagesCalls.length = 0;
  created.length = 0;
});
afterAll(() => server.close());

async function openPackagesTab() {
  renderApp('/dashboard/b2b-agent');
  fireEvent.click(await screen.findByTestId('agent-tab-packages'));
}

async function openDialog() {
  renderApp('/dashboard/b2b-agent');
  fireEvent.click(await screen.findByTestId('quick-add-package'));
  return screen.findByTestId('package-dialog');
}

const type = typeInto;

describe('/dashboard/b2b-agent', () => {
  it('greets the agent and shows the four cards from agentStats', async () => {
    renderApp('/dashboard/b2b-agent');
    expect(await screen.findByRole('heading', { name: 'Welcome, Imran' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('agent-total-packages-value').textContent).toBe('24'));
    const card = (id: string) => screen.getByTestId(id).textContent;
    expect(card('agent-total-packages')).toContain('+3 from last month');
    expect(card('agent-active-bookings-value')).toBe('12');
    expect(card('agent-active-bookings')).toContain('5 pending');
    expect(card('agent-monthly-earnings-value')).toBe('Rs 125,000');
    expect(card('agent-monthly-earnings')).toContain('+12% from last month');
    expect(card('agent-rating-value')).toBe('4.8');
    expect(card('agent-rating')).toContain('48 reviews');
    // the performance summary is the same real data
    expect(await screen.findByTestId('perf-conversion')).toHaveProperty('textContent', '85%');
    expect(screen.getByTestId('perf-revenue').textContent).toBe('Rs 125K');
  });

  it('has the seven tabs; quick actions switch to them', async () => {
    renderApp('/dashboard/b2b-agent');
    for (const label of ['Overview', 'Packages', 'Flights', 'Hotels', 'Visa Services', 'Bookings', 'Analytics']) {
      expect(await screen.findByRole('tab', { name: label })).toBeTruthy();
    }
    fireEvent.click(await screen.findByTestId('quick-visa'));
    expect(await screen.findByText('Manage your visa processing services')).toBeTruthy();
    fireEvent.click(screen.getByTestId('agent-tab-flights'));
    expect(await screen.findByText('Manage your flight deals and special offers')).toBeTruthy();
    fireEvent.click(screen.getByTestId('agent-tab-bookings'));
    expect(await screen.findByText('View and manage all your bookings')).toBeTruthy();
    fireEvent.click(screen.getByTestId('agent-tab-analytics'));
    expect(await screen.findByText('View your performance analytics and reports')).toBeTruthy();
  });
});

describe('Packages tab', () => {
  it('with no packages: No packages found / Get started… / Create Your First Package opens the dialog', async () => {
    await openPackagesTab();
    expect(await screen.findByText('Package Management')).toBeTruthy();
    expect(screen.getByText('Manage your Umrah, Hajj, and Holiday packages')).toBeTruthy();
    expect(await screen.findByText('No packages found')).toBeTruthy();
    expect(screen.getByText('Get started by creating your first package.')).toBeTruthy();
    expect(screen.queryByText('Try adjusting your search or filter criteria.')).toBeNull();
    fireEvent.click(screen.getByText('Create Your First Package'));
    expect(await screen.findByTestId('package-dialog')).toBeTruthy();
  });

  it('with a search or a type filter: Try adjusting your search or filter criteria.', async () => {
    await openPackagesTab();
    await screen.findByText('Get started by creating your first package.');
    fireEvent.change(screen.getByPlaceholderText('Search packages...'), { target: { value: 'Hunza' } });
    expect(await screen.findByText('Try adjusting your search or filter criteria.')).toBeTruthy();
    expect(screen.queryByText('Create Your First Package')).toBeNull();
    await waitFor(() => expect(myPackagesCalls.some((v) => v.search === 'Hunza')).toBe(true));

    fireEvent.change(screen.getByPlaceholderText('Search packages...'), { target: { value: '' } });
    await screen.findByText('Get started by creating your first package.');
    const filter = screen.getByTestId('package-type-filter') as HTMLSelectElement;
    expect(Array.from(filter.options).map((o) => o.text)).toEqual(['All Types', 'Umrah', 'Hajj', 'Holiday', 'International', 'Domestic']);
    fireEvent.change(filter, { target: { value: 'hajj' } });
    expect(await screen.findByText('Try adjusting your search or filter criteria.')).toBeTruthy();
    await waitFor(() => expect(myPackagesCalls.some((v) => v.type === 'hajj')).toBe(true));
  });

  it('shows a card with the spec fields; the original price is struck through only when higher', async () => {
    server.use(
      graphql.query('MyPackages', () =>
        pageOf([
          packageAs(),
          murreeWeekendAs({ originalPriceInPkr: '30000.00', priceInPkr: '35000.00' }),
        ]),
      ),
    );
    await openPackagesTab();
    const cards = await screen.findAllByTestId('package-card');
    expect(cards).toHaveLength(2);
    const [umrah, murree] = cards;
    expect(within(umrah).getByTestId('package-featured')).toBeTruthy();
    expect(within(umrah).getByTestId('package-status').textContent).toBe('active');
    expect(within(umrah).getByText('Umrah')).toBeTruthy();
    expect(within(umrah).getByText('14 days')).toBeTruthy();
    expect(within(umrah).getByText('From Karachi')).toBeTruthy();
    expect(within(umrah).getByTestId('package-card-price').textContent).toBe('Rs 185,000');
    expect(within(umrah).getByTestId('package-card-original').textContent).toBe('Rs 199,000');
    expect(within(umrah).getByText('4.6')).toBeTruthy();
    expect(within(umrah).getByText('2 bookings')).toBeTruthy();
    expect(within(umrah).getByTestId('package-card-spots').textContent).toBe('38/40 spots');

    expect(within(murree).queryByTestId('package-featured')).toBeNull();
    expect(within(murree).getByTestId('package-status').textContent).toBe('inactive');
    expect(within(murree).getByTestId('package-status').className).not.toBe(within(umrah).getByTestId('package-status').className);
    expect(within(murree).queryByText(/^From /)).toBeNull();
    expect(within(murree).queryByTestId('package-card-original')).toBeNull();
  });
});

describe('Add New Package dialog', () => {
  it('shows the spec messages for an empty form and creates nothing', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByText('Add New Package')).toBeTruthy();
    // submitted from another tab, the dialog opens the tab with the first problem
    fireEvent.click(within(dialog).getByTestId('pkg-tab-images'));
    fireEvent.click(within(dialog).getByTestId('pkg-submit'));
    await waitFor(() => expect(within(dialog).getByTestId('pkg-tab-basic').getAttribute('aria-selected')).toBe('true'));
    expect(await within(dialog).findByText('Package name is required')).toBeTruthy();
    expect(within(dialog).getByText('Description must be at least 10 characters')).toBeTruthy();
    expect(within(dialog).getByText('Duration is required')).toBeTruthy();
    expect(within(dialog).getByText('Price must be greater than 0')).toBeTruthy();
    expect(within(dialog).getByText('Max capacity must be greater than 0')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('pkg-tab-details'));
    expect(await within(dialog).findByText('At least one inclusion is required')).toBeTruthy();
    expect(created).toHaveLength(0);
  });

  it('checks nights, advance payment, description and price, opening the tab with the first problem', async () => {
    const dialog = await openDialog();
    type(dialog, 'pkg-description', 'Too short');
    type(dialog, 'pkg-priceInPkr', '0');
    fireEvent.click(within(dialog).getByTestId('pkg-tab-details'));
    type(dialog, 'pkg-makkahNights', '-1');
    fireEvent.click(within(dialog).getByTestId('pkg-tab-policies'));
    type(dialog, 'pkg-advancePaymentPercent', '101');
    fireEvent.click(within(dialog).getByTestId('pkg-submit'));
    expect(await within(dialog).findByText('Advance payment must be between 0 and 100')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('pkg-tab-details'));
    expect(await within(dialog).findByText('Nights must be 0 or more')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('pkg-tab-basic'));
    expect(await within(dialog).findByText('Description must be at least 10 characters')).toBeTruthy();
    expect(within(dialog).getByText('Price must be greater than 0')).toBeTruthy();
    expect(created).toHaveLength(0);
  });

  it('for holiday types shows Holiday Package Details without the Makkah fields', async () => {
    const dialog = await openDialog();
    expect((within(dialog).getByTestId('pkg-type') as HTMLSelectElement).value).toBe('umrah');
    fireEvent.click(within(dialog).getByTestId('pkg-tab-details'));
    expect(within(dialog).getByText('Umrah Package Details')).toBeTruthy();
    expect(within(dialog).getByText('Makkah Hotel')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('pkg-tab-basic'));
    type(dialog, 'pkg-type', 'holiday');
    fireEvent.click(within(dialog).getByTestId('pkg-tab-details'));
    expect(await within(dialog).findByText('Holiday Package Details')).toBeTruthy();
    expect(within(dialog).queryByText('Makkah Hotel')).toBeNull();
    expect(within(dialog).getByText('Inclusions')).toBeTruthy();
    expect(within(dialog).getByText('Exclusions')).toBeTruthy();
  });

  it('creates a package: typed numbers are sent as numbers, then Package Created and the dialog closes', async () => {
    const dialog = await openDialog();
    type(dialog, 'pkg-name', 'Premium Umrah from Karachi');
    type(dialog, 'pkg-description', 'Fourteen nights near the Haram with ziyarat tours.');
    type(dialog, 'pkg-duration', '14 days');
    type(dialog, 'pkg-priceInPkr', '185000');
    type(dialog, 'pkg-maxCapacity', '40');
    fireEvent.click(within(dialog).getByTestId('pkg-tab-details'));
    type(dialog, 'pkg-departureCity', 'Karachi');
    type(dialog, 'pkg-makkahNights', '8');
    type(dialog, 'pkg-makkahHotelRating', '5');
    type(dialog, 'pkg-inclusions-draft', 'Umrah visa');
    fireEvent.click(within(dialog).getByTestId('pkg-inclusions-add'));
    type(dialog, 'pkg-inclusions-draft', 'Return flights');
    fireEvent.keyDown(within(dialog).getByTestId('pkg-inclusions-draft'), { key: 'Enter' });
    expect(within(within(dialog).getByTestId('pkg-inclusions-list')).getByText('Return flights')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('pkg-submit'));

    expect(await screen.findByText('Package Created')).toBeTruthy();
    expect(screen.getByText('Your package has been successfully created.')).toBeTruthy();
    expect(created[0]).toMatchObject({
      name: 'Premium Umrah from Karachi',
      type: 'umrah',
      priceInPkr: '185000.00',
      maxCapacity: 40,
      makkahNights: 8,
      makkahHotelRating: 5,
      departureCity: 'Karachi',
      inclusions: ['Umrah visa', 'Return flights'],
      advancePaymentPercent: 30,
      featured: false,
      visaIncluded: false,
      transportType: 'economy',
      images: [],
    });
    // agents never send the admin-only fields
    expect(created[0]).not.toHaveProperty('destinations');
    await waitFor(() => expect(screen.queryByTestId('package-dialog')).toBeNull());
  });

  it("says 'Error' / 'Failed to create package. Please try again.' when the server fails", async () => {
    server.use(createPackageFails());
    const dialog = await openDialog();
    fillHolidayPackage(dialog);
    fireEvent.click(within(dialog).getByTestId('pkg-submit'));
    expect(await screen.findByText('Failed to create package. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    // still open, values kept for another try
    expect((within(dialog).getByTestId('pkg-inclusions-list') as HTMLElement).textContent).toContain('Hotel stay');
  });
});

describe('Images tab', () => {
  const png = pngFile;

  it('uploads through POST /api/objects/upload then PUT, previews, removes, and refuses a sixth image', async () => {
    const asked: string[] = [];
    let n = 0;
    server.use(
      http.post('*/api/objects/upload', ({ request }) => {
        asked.push(request.headers.get('content-type') ?? '');
        n++;
        return HttpResponse.json({ uploadURL: `http://localhost:3000/api/objects/upload/token${n}` });
      }),
      http.put('*/api/objects/upload/:token', ({ params }) =>
        HttpResponse.json({ url: `/media/uploads/00000000-0000-4000-8000-00000000000${String(params.token).slice(-1)}.png` }, { status: 201 }),
      ),
    );
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByTestId('pkg-tab-images'));
    const input = within(dialog).getByTestId('pkg-image-input');
    fireEvent.change(input, { target: { files: [png('a.png'), png('b.png')] } });
    await waitFor(() => expect(within(dialog).getAllByTestId('pkg-image-preview')).toHaveLength(2));
    expect(await screen.findByText('Package image has been uploaded successfully.')).toBeTruthy();
    expect(screen.getByText('Image Uploaded')).toBeTruthy();
    // spec: no body, JSON content type
    expect(asked).toEqual(['application/json', 'application/json']);
    expect(within(dialog).getByTestId('pkg-image-count').textContent).toBe('2/5 images');

    fireEvent.change(input, { target: { files: [png('c.png'), png('d.png'), png('e.png'), png('f.png')] } });
    await waitFor(() => expect(within(dialog).getAllByTestId('pkg-image-preview')).toHaveLength(5));
    expect(n).toBe(5);
    expect(within(dialog).getByTestId('pkg-image-choose')).toHaveProperty('disabled', true);

    fireEvent.click(within(dialog).getAllByTestId('pkg-image-remove')[0]);
    expect(within(dialog).getAllByTestId('pkg-image-preview')).toHaveLength(4);
  });

  it('refuses a file over 5 MB before uploading it', async () => {
    let asked = 0;
    server.use(
      http.post('*/api/objects/upload', () => {
        asked++;
        return HttpResponse.json({ uploadURL: 'http://localhost:3000/api/objects/upload/x' });
      }),
    );
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByTestId('pkg-tab-images'));
    fireEvent.change(within(dialog).getByTestId('pkg-image-input'), { target: { files: [png('huge.png', 5_242_881)] } });
    expect(await screen.findByText('huge.png: Each image must be at most 5 MB')).toBeTruthy();
    expect(asked).toBe(0);
  });
});

describe('edit and delete', () => {
  it('Edit opens the dialog prefilled and sends updatePackage for that package', async () => {
    const updates: Vars[] = [];
    server.use(
      graphql.query('MyPackages', () => pageOf([packageAs()])),
      graphql.mutation('UpdatePackage', ({ variables }) => {
        updates.push(variables);
        return HttpResponse.json({ data: { updatePackage: packageAs({ name: 'Premium Umrah (Ramadan)' }) } });
      }),
    );
    await openPackagesTab();
    fireEvent.click(await screen.findByTestId('package-edit'));
    const dialog = await screen.findByTestId('package-dialog');
    expect(within(dialog).getByText('Edit Package')).toBeTruthy();
    expect((within(dialog).getByTestId('pkg-name') as HTMLInputElement).value).toBe('Premium Umrah from Karachi');
    expect((within(dialog).getByTestId('pkg-priceInPkr') as HTMLInputElement).value).toBe('185000.00');
    expect((within(dialog).getByTestId('pkg-maxCapacity') as HTMLInputElement).value).toBe('40');
    type(dialog, 'pkg-name', 'Premium Umrah (Ramadan)');
    type(dialog, 'pkg-description', 'Fourteen nights near the Haram in Ramadan.');
    fireEvent.click(within(dialog).getByText('Update Package'));
    expect(await screen.findByText('Package Updated')).toBeTruthy();
    expect(updates[0]).toMatchObject({
      id: '5b7d1c2e-0000-4000-8000-000000000001',
      input: { name: 'Premium Umrah (Ramadan)', priceInPkr: '185000.00', maxCapacity: 40, makkahHotel: 'Swissotel', status: 'active' },
    });
  });

  it('Delete asks to confirm, then archives a booked package', async () => {
    const deleted: Vars[] = [];
    server.use(
      graphql.query('MyPackages', () => pageOf([packageAs()])),
      graphql.mutation('DeletePackage', ({ variables }) => {
        deleted.push(variables);
        return HttpResponse.json({ data: { deletePackage: { __typename: 'DeletePackageResult', id: variables.id, outcome: 'archived' } } });
      }),
    );
    await openPackagesTab();
    fireEvent.click(await screen.findByTestId('package-delete'));
    const confirm = await screen.findByTestId('delete-dialog');
    expect(within(confirm).getByText(/has bookings, so it will be archived/)).toBeTruthy();
    expect(deleted).toHaveLength(0);
    fireEvent.click(within(confirm).getByTestId('delete-confirm'));
    expect(await screen.findByText('Package Archived')).toBeTruthy();
    expect(deleted).toEqual([{ id: '5b7d1c2e-0000-4000-8000-000000000001' }]);
  });
});

describe('super admin package management', () => {
  it('is a Packages tab of the admin dashboard with the admin-only fields in the form', async () => {
    server.use(
      graphql.query('Me', () => HttpResponse.json({ data: { me: meAs({ role: 'super_admin', firstName: 'Platform' }) } })),
      graphql.query('MyPackages', () => pageOf([packageAs()])),
    );
    renderApp('/dashboard/super-admin');
    fireEvent.click(await screen.findByRole('tab', { name: 'Packages' }));
    expect(await screen.findByTestId('package-card')).toBeTruthy();
    expect(screen.getByTestId('package-card-spots').textContent).toBe('38/40 spots');
    fireEvent.click(screen.getByTestId('add-package'));
    const dialog = await screen.findByTestId('package-dialog');
    expect((within(dialog).getByTestId('pkg-type') as HTMLSelectElement).value).toBe('umrah');
    fireEvent.click(within(dialog).getByTestId('pkg-tab-details'));
    for (const label of ['Destinations', 'Countries', 'Start Date', 'End Date']) expect(within(dialog).getByText(label)).toBeTruthy();
  });
});
