import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localToday } from '@rules/dates.js';
import { addMonthsToDate } from '@rules/visa.js';
import { handlers, meAs } from '../../test/handlers';
import { APP_ID, OFFER_ID, visaApplicationAs, visaOfferAs as offer } from '../../test/visa';
import { renderApp } from '../../test/render';

type Vars = Record<string, unknown>;

const searches: Vars[] = [];
const applied: Vars[] = [];

const server = setupServer(
  graphql.query('Me', () => HttpResponse.json({ data: { me: meAs() } })),
  graphql.query('VisaOffers', ({ variables }) => {
    searches.push(variables);
    return HttpResponse.json({ data: { visaOffers: { __typename: 'VisaOfferPage', items: [offer()], hasMore: false } } });
  }),
  graphql.query('VisaApplyOffer', () => HttpResponse.json({ data: { visaOffer: offer() } })),
  graphql.mutation('ApplyForVisa', ({ variables }) => {
    applied.push(variables.input as Vars);
    return HttpResponse.json({ data: { applyForVisa: visaApplicationAs({ status: 'draft' }) } });
  }),
  graphql.query('VisaApplicationDetail', () => HttpResponse.json({ data: { visaApplication: visaApplicationAs() } })),
  ...handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  searches.length = 0;
  applied.length = 0;
  localStorage.clear();
});
afterAll(() => server.close());

describe('/visa', () => {
  it('searches by the destination and type in the URL and shows offers priced for the chosen processing', async () => {
    renderApp('/visa?to=UAE&type=tourist&processing=express');
    const card = await screen.findByTestId('visa-offer-card');
    expect(searches[0]).toMatchObject({ destination: 'UAE', type: 'tourist' });
    expect(within(card).getByTestId('visa-price').textContent).toContain('Rs 38,500');
    expect(within(card).getByTestId('visa-processing').textContent).toContain('Processing: Express 3-5 days');
    expect(within(card).getByText('Passport scan (bio page)')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Apply for UAE 30-day tourist visa' }).getAttribute('href')).toBe(`/visa/apply/${OFFER_ID}?processing=express`);
    // labelled fields, the home tab's default origin
    expect((screen.getByLabelText('Your nationality') as HTMLInputElement).value).toBe('Pakistan');
    fireEvent.change(screen.getByLabelText('Visa type'), { target: { value: 'umrah' } });
    fireEvent.change(screen.getByLabelText('Destination country'), { target: { value: 'Saudi Arabia' } });
    fireEvent.click(screen.getByTestId('visa-search'));
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ destination: 'Saudi Arabia', type: 'umrah' }));
  });

  it('an offer without the chosen processing shows its normal price and says so', async () => {
    renderApp('/visa?to=UAE&processing=urgent');
    const card = await screen.findByTestId('visa-offer-card');
    expect(within(card).getByTestId('visa-price').textContent).toContain('Rs 32,000');
    expect(within(card).getByTestId('visa-processing').textContent).toContain('Normal 7-10 days (Urgent not offered)');
  });
});

describe('the apply form', () => {
  async function fill(i: number, values: Record<string, string>) {
    for (const [k, v] of Object.entries(values)) fireEvent.change(await screen.findByTestId(`applicant-${i}-${k}`), { target: { value: v } });
  }

  it('refuses a passport expiring within 6 months of travel with the rule’s message, then sends two applicants', async () => {
    renderApp(`/visa/apply/${OFFER_ID}?processing=express`);
    await screen.findByTestId('applicant-form');
    const travel = addDays(localToday(), 40);
    fireEvent.change(screen.getByTestId('apply-travel-date'), { target: { value: travel } });
    await fill(0, { fullName: 'Ayesha Khan', passportNumber: 'AB1234567', dateOfBirth: '1990-04-12', passportExpiry: addDays(addMonthsToDate(travel, 6), -1) });
    fireEvent.click(screen.getByTestId('add-applicant'));
    await fill(1, { fullName: 'Bilal Khan', passportNumber: 'CD7654321', dateOfBirth: '1988-02-01', passportExpiry: '2101-01-01' });
    expect(screen.getByTestId('apply-total').textContent).toContain('Rs 77,000');
    fireEvent.click(screen.getByTestId('apply-submit'));
    // the message sits in the field of applicant 1's passport expiry (labelled, so its input is found by label)
    const field = await screen.findByLabelText(/Passport expiry/, { selector: '[data-testid="applicant-0-passportExpiry"]' });
    await waitFor(() => expect(field.parentElement?.textContent).toContain('Passport must be valid for at least 6 months after travel'));
    expect(screen.getAllByText('Passport must be valid for at least 6 months after travel').length).toBeGreaterThan(0);
    expect(applied).toHaveLength(0);

    await fill(0, { passportExpiry: addMonthsToDate(travel, 6) });
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(applied).toHaveLength(1));
    expect(applied[0]).toMatchObject({ offerId: OFFER_ID, processing: 'express', travelDate: travel });
    expect((applied[0].applicants as Vars[]).map((a) => a.fullName)).toEqual(['Ayesha Khan', 'Bilal Khan']);
    // on to the documents
    expect((await screen.findByTestId('documents-requested-note')).textContent).toContain('Photo must have a white background');
  });

  it('names each missing field', async () => {
    renderApp(`/visa/apply/${OFFER_ID}`);
    await screen.findByTestId('applicant-form');
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect((await screen.findAllByText('Full name (as on passport) is required')).length).toBeGreaterThan(0);
    expect(screen.getByText('Passport number is required')).toBeTruthy();
    expect(screen.getByText('Date of birth is required')).toBeTruthy();
    expect(applied).toHaveLength(0);
  });
});

describe('the application page', () => {
  it('shows the requested documents note, an upload per required document, and the timeline', async () => {
    renderApp(`/visa/applications/${APP_ID}`);
    expect(await screen.findByTestId('documents-requested-note')).toBeTruthy();
    expect(screen.getAllByTestId('document-slot')).toHaveLength(2);
    expect(screen.getByTestId('submit-application').textContent).toContain('Submit again');
    expect((screen.getByTestId('submit-application') as HTMLButtonElement).disabled).toBe(true);
    const timeline = screen.getByTestId('timeline');
    expect(within(timeline).getByText('Documents requested')).toBeTruthy();
    expect(within(timeline).getByText(/by agent \(visa processor\)/)).toBeTruthy();
  });
});

describe('the home visa tab', () => {
  it('keeps the spec’s two toasts; the second one opens /visa with the form’s choices', async () => {
    server.use(graphql.query('Me', () => HttpResponse.json({ data: { me: null } })));
    renderApp('/');
    fireEvent.click(await screen.findByTestId('tab-visa'));
    fireEvent.change(await screen.findByTestId('home-toCountry'), { target: { value: 'UAE' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Visa services' }));
    expect(await screen.findByText('Redirecting to visa services...')).toBeTruthy();
    expect(await screen.findByText('Contact our visa experts for personalized assistance.', {}, { timeout: 3000 })).toBeTruthy();
    fireEvent.click(screen.getByTestId('toast-action'));
    expect(await screen.findByTestId('visa-offer-card')).toBeTruthy();
    expect(searches.at(-1)).toMatchObject({ destination: 'UAE', type: 'tourist' });
  });
});
