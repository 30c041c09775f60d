import { beforeAll, describe, expect, it } from 'vitest';
import { firstPageShown, STATE_ELEMENT_ID } from './app/prerendered';
import { renderLive } from './prerender';

// The server's render of a live page (api/src/rest/live-pages.ts) runs with no first render in progress: said so here,
// since this test's environment has a document
beforeAll(() => firstPageShown());

const TEMPLATE = '<!doctype html><html lang="en"><head><title>Safarnama</title></head><body><div id="root"></div></body></html>';
// what an agent could type into a package
const HOSTILE = 'Umrah </script><script>alert(1)</script><!-- & "quoted"';

const card = (id: string, name: string) => ({
  __typename: 'Package',
  id,
  name,
  description: 'Fourteen nights near the Haram.',
  type: 'umrah',
  imageUrl: `/media/art/package/${id}.svg`,
  duration: '14 days',
  priceInPkr: '185000.00',
  originalPriceInPkr: null,
  featured: false,
  rating: 4.6,
  departureCity: 'Karachi',
  inclusions: ['Umrah visa'],
  // p2 priced per bed (issue 36): its card reads "from … per person (quad)"
  occupancyPrices: id === 'p2' ? [{ __typename: 'OccupancyPriceType', occupancy: 'quad', priceInPkr: '175000.00' }] : [],
});

describe('renderLive (/packages with its data, for the server)', () => {
  it('asks for the opening list once, draws its cards, and carries the answers as inert JSON whatever a package says', async () => {
    const asked: Array<{ query: string; variables: Record<string, unknown> }> = [];
    const html = await renderLive(TEMPLATE, '/packages', async (operation) => {
      asked.push(operation);
      const items = [card('p1', HOSTILE), card('p2', 'Economy Umrah')];
      return { data: { packages: { __typename: 'PackagePage', items, hasMore: false, limit: 12, offset: 0 } } };
    });
    expect(asked).toHaveLength(1);
    expect(asked[0].query).toMatch(/query Packages\b/);
    expect(asked[0].variables).toEqual({ type: 'umrah', pagination: { limit: 12, offset: 0 } });

    expect(html).toContain('<div id="root" data-page="/packages" inert>');
    expect(html.match(/data-testid="package-card"/g)).toHaveLength(2);
    expect(html).toContain('src="/media/art/package/p1.svg"');
    // the only script is the data, and nothing in it can end it
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    const state = html.match(new RegExp(`<script type="application/json" id="${STATE_ELEMENT_ID}">([^<]*)</script>`))?.[1];
    expect(JSON.parse(state ?? 'null')).toMatchObject({ 'Package:p1': { name: HOSTILE }, 'Package:p2': { name: 'Economy Umrah' } });
  });

  it('fails when the list could not be had (the server then sends the build’s page)', async () => {
    await expect(renderLive(TEMPLATE, '/packages', async () => ({ errors: [{ message: 'Service unavailable' }] }))).rejects.toThrow();
    await expect(renderLive(TEMPLATE, '/hotels', async () => ({ data: {} }))).rejects.toThrow('/hotels is not a live page');
  });
});
