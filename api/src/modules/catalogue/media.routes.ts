import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { type ArtKey, type ArtKind, type ArtScene, isArtKey, renderArt } from './art.js';

// GET /media/art/:kind/:slug.svg — every catalogue record's picture, drawn from its art key and served by this app.
// Rendered SVGs are cached in memory (bounded); browsers may keep them a year (a slug's artwork never changes).

const TABLES: Record<ArtKind, { table: string; hint: string }> = {
  package: { table: 'package', hint: 'type' },
  transport: { table: 'transport_option', hint: 'type' },
  hotel: { table: 'hotel', hint: 'city' },
};
const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;
const CACHE_MAX = 2000;

// records without an art key still get a fitting picture
const FALLBACK_SCENES: Record<string, ArtScene> = {
  umrah: 'kaaba',
  hajj: 'kaaba',
  holiday: 'mountains',
  domestic: 'mountains',
  international: 'city-skyline',
  car_rental: 'car',
  bus: 'bus',
  train: 'train',
  airport_transfer: 'plane',
};

function isKind(value: string): value is ArtKind {
  return Object.hasOwn(TABLES, value);
}

export function fallbackArt(kind: ArtKind, hint: string | null): ArtKey {
  if (kind === 'hotel') return { scene: 'hotel', palette: 'city-blue' };
  return { scene: FALLBACK_SCENES[hint ?? ''] ?? 'city-skyline', palette: 'city-blue' };
}

export class ArtCache {
  private readonly entries = new Map<string, string>();
  constructor(private readonly max = CACHE_MAX) {}

  get(key: string): string | undefined {
    const svg = this.entries.get(key);
    if (svg !== undefined) {
      // most recently used goes to the back
      this.entries.delete(key);
      this.entries.set(key, svg);
    }
    return svg;
  }

  set(key: string, svg: string): void {
    this.entries.set(key, svg);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size(): number {
    return this.entries.size;
  }
}

export function registerMediaRoutes(app: FastifyInstance, deps: AppDeps, cache = new ArtCache()): void {
  app.get<{ Params: { kind: string; file: string } }>('/media/art/:kind/:file', async (req, reply) => {
    const { kind, file } = req.params;
    const slug = file.endsWith('.svg') ? file.slice(0, -4) : '';
    const notFound = () => reply.code(404).send({ message: 'No such image', code: 'NOT_FOUND' });
    if (!isKind(kind) || !SLUG.test(slug)) return notFound();
    const key = `${kind}/${slug}`;
    let svg = cache.get(key);
    if (svg === undefined) {
      const { table, hint } = TABLES[kind];
      const row = await deps.orm.em
        .fork()
        .getConnection()
        .execute<{ art: unknown; hint: string | null }>(
          `select "art", "${hint}"::text as "hint" from "${table}" where "slug" = ?`,
          [slug],
          'get',
        );
      // 'get' yields undefined when no row matched
      if (!row) return notFound();
      const art = typeof row.art === 'string' ? JSON.parse(row.art) : row.art;
      svg = renderArt(isArtKey(art) ? art : fallbackArt(kind, row.hint));
      cache.set(key, svg);
    }
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
