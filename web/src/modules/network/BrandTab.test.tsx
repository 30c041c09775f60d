import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it } from 'vitest';
import { pngFile } from '../../test/agent-fixtures';
import { serveUrduTests } from '../../test/dashboard-fixtures';
import { handlers } from '../../test/handlers';
import { ORIGIN, renderElement } from '../../test/render';
import { latinWords } from '../../test/urdu';
import { BrandTab } from './BrandTab';

// The Brand tab (issue 39): the fields' checks, saving through GraphQL, a new logo through the multipart
// PUT /api/agency/brand (with the CSRF and idempotency headers), removing the logo, the preview, and Urdu.

type Vars = Record<string, unknown>;
const calls: { name: string; variables: Vars }[] = [];
let brand: Vars | null = null;
let put: { headers: Headers; fields: Record<string, string>; logo: string | null } | null = null;

const brandAs = (over: Vars = {}) => ({
  __typename: 'AgencyBrand',
  tradingName: 'Al-Noor Travels',
  phone: '+92 21 111 222 333',
  whatsapp: null,
  address: null,
  licenceNumber: null,
  logoUrl: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const server = setupServer(
  graphql.query('AgencyBrand', () => HttpResponse.json({ data: { agencyBrand: brand } })),
  graphql.mutation('SetAgencyBrand', ({ variables }) => {
    calls.push({ name: 'set', variables });
    return HttpResponse.json({ data: { setAgencyBrand: brandAs(variables.input as Vars) } });
  }),
  graphql.mutation('RemoveAgencyLogo', () => {
    calls.push({ name: 'removeLogo', variables: {} });
    return HttpResponse.json({ data: { removeAgencyLogo: brandAs({ logoUrl: null }) } });
  }),
  http.put(`${ORIGIN}/api/agency/brand`, async ({ request }) => {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    let logo: string | null = null;
    form.forEach((value, key) => {
      if (typeof value === 'string') fields[key] = value;
      else logo = value.name;
    });
    put = { headers: request.headers, fields, logo };
    return HttpResponse.json({ ...brandAs({ tradingName: fields.tradingName, phone: fields.phone || null }), __typename: undefined, logoUrl: '/media/uploads/logo-1.png' });
  }),
  ...handlers,
);
serveUrduTests(server);
afterEach(() => {
  calls.length = 0;
  brand = null;
  put = null;
});

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the Brand tab', () => {
  it('checks the fields, saves them, and previews what customers see', async () => {
    renderElement(<BrandTab />);
    await screen.findByTestId('brand-form');
    // nothing typed: Save waits
    expect((screen.getByTestId('brand-save') as HTMLButtonElement).disabled).toBe(true);
    type('brand-phone', 'call me');
    fireEvent.click(screen.getByTestId('brand-save'));
    expect(await screen.findByText('Trading name is required')).toBeTruthy();
    expect(screen.getByText('Phone must be a phone number (7 to 15 digits, optionally starting with +)')).toBeTruthy();
    expect(calls).toHaveLength(0);

    type('brand-trading-name', ' Al-Noor Travels ');
    type('brand-phone', '+92 21 111 222 333');
    type('brand-licence', 'DTS-1234');
    expect(within(screen.getByTestId('brand-preview')).getByTestId('brand-preview-name').textContent).toBe(' Al-Noor Travels ');
    expect(screen.getByTestId('brand-preview').textContent).toContain('+92 21 111 222 333');
    fireEvent.click(screen.getByTestId('brand-save'));
    await waitFor(() =>
      expect(calls[0]).toEqual({
        name: 'set',
        variables: { input: { tradingName: 'Al-Noor Travels', phone: '+92 21 111 222 333', whatsapp: null, address: null, licenceNumber: 'DTS-1234' } },
      }),
    );
    expect(await screen.findByText('Brand saved')).toBeTruthy();
  });

  it('a new logo goes with the fields in one multipart PUT; a saved logo can be removed', async () => {
    brand = brandAs();
    renderElement(<BrandTab />);
    await screen.findByTestId('brand-form');
    expect((screen.getByTestId('brand-trading-name') as HTMLInputElement).value).toBe('Al-Noor Travels');
    // not an image: refused before any upload
    fireEvent.change(screen.getByTestId('brand-logo-input'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await screen.findByTestId('brand-logo-problem')).textContent).toBe('Only JPEG, PNG, WebP or GIF images can be uploaded');
    fireEvent.change(screen.getByTestId('brand-logo-input'), { target: { files: [pngFile('logo.png')] } });
    expect(await screen.findByTestId('brand-logo-preview')).toBeTruthy();
    fireEvent.click(screen.getByTestId('brand-save'));
    await waitFor(() => expect(put).not.toBeNull());
    expect(put?.fields).toMatchObject({ tradingName: 'Al-Noor Travels', phone: '+92 21 111 222 333' });
    expect(put?.logo).toBe('logo.png');
    expect(put?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(put?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls).toHaveLength(0);
    // the answer's logo is the saved one now: it can be removed
    fireEvent.click(await screen.findByTestId('brand-logo-remove'));
    await waitFor(() => expect(calls).toEqual([{ name: 'removeLogo', variables: {} }]));
    await waitFor(() => expect(screen.queryByTestId('brand-logo-remove')).toBeNull());
  });

  it('reads in Urdu', async () => {
    brand = brandAs({ logoUrl: '/media/uploads/logo-1.png' });
    window.localStorage.setItem('safarnama.language', 'ur');
    renderElement(<BrandTab />);
    await waitFor(() => expect(document.documentElement.lang).toBe('ur'));
    await screen.findByTestId('brand-form');
    expect(screen.getByText('برانڈ کی تفصیلات')).toBeTruthy();
    // the trading name is content as stored; the placeholders are phone numbers
    expect(latinWords(document.body)).toEqual([]);
  });
});
