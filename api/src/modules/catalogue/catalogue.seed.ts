import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../../db/orm.js';
import type { Seeder } from '../../db/seeds/seeder.js';
import { cityKey } from '../../rules/catalogue.js';
import { marketToday } from '../../rules/dates.js';
import { Role, User } from '../accounts/user.entity.js';
import { type ArtKey, artPath } from './art.js';
import { PackageStatus, PackageTransportClass, type PackageType, RoomKind, type TransportType } from './enums.js';
import { Hotel, type HotelFacts, HotelRoomType } from './hotel.entity.js';
import { extendRoomInventory } from './inventory.js';
import { Package } from './package.entity.js';
import { demoHotels } from './seed-data/hotels.js';
import { demoPackages } from './seed-data/packages.js';
import { demoTransport } from './seed-data/transport.js';
import { TransportOption } from './transport.entity.js';

export const DEMO_AGENTS = ['agent', 'agent2'] as const;
export type DemoAgent = (typeof DEMO_AGENTS)[number];

export type PackageSeed = {
  slug: string;
  name: string;
  description: string;
  type: PackageType;
  duration: string;
  priceInPkr: string;
  originalPriceInPkr?: string | null;
  maxCapacity: number;
  availableSpots?: number;
  status?: PackageStatus;
  featured?: boolean;
  rating?: string | null;
  bookings?: number;
  inclusions: string[];
  exclusions?: string[];
  tags?: string[];
  departureCity?: string | null;
  transportType?: PackageTransportClass;
  makkahHotel?: string | null;
  madinahHotel?: string | null;
  makkahNights?: number | null;
  madinahNights?: number | null;
  makkahHotelRating?: number | null;
  madinahHotelRating?: number | null;
  visaIncluded?: boolean;
  advancePaymentPercent?: number;
  cancellationPolicy?: string | null;
  termsAndConditions?: string | null;
  destinations?: string[];
  countries?: string[];
  startDate?: string | null;
  endDate?: string | null;
  art: ArtKey;
  owner?: DemoAgent | null;
};

export type TransportSeed = {
  slug: string;
  type: TransportType;
  name: string;
  description: string;
  operator?: string | null;
  priceInPkr: string;
  fromCity: string;
  toCity?: string | null;
  duration: string;
  features: string[];
  seatsTotal?: number | null;
  art: ArtKey;
  owner?: DemoAgent | null;
};

export type HotelSeed = HotelFacts & {
  art: ArtKey;
  roomTypes: Array<{ type: RoomKind; pricePerNightInPkr: string; rooms: number; maxOccupancy?: number }>;
};

export type CatalogueSeed = { packages: PackageSeed[]; transport: TransportSeed[]; hotels: HotelSeed[] };

// The demo catalogue (./seed-data): 53 packages, 42 transport options and 85 hotels.
export const demoCatalogue: CatalogueSeed = { packages: demoPackages, transport: demoTransport, hotels: demoHotels };

/** The demo agents who own the demo catalogue, created (sign-in disabled) when the accounts seed has not made them. */
export async function ensureDemoAgents(em: EntityManager): Promise<Map<DemoAgent, User>> {
  const found = await em.find(User, { username: { $in: [...DEMO_AGENTS] } });
  const byName = new Map(found.map((u) => [u.username.toLowerCase() as DemoAgent, u]));
  // the same people the accounts seed creates, should it run after this one
  const people: Record<DemoAgent, { firstName: string; lastName: string; email: string }> = {
    agent: { firstName: 'Imran', lastName: 'Qureshi', email: 'bookings@alnoor-travels.example.pk' },
    agent2: { firstName: 'Sana', lastName: 'Baig', email: 'info@karakoram-tours.example.pk' },
  };
  for (const username of DEMO_AGENTS) {
    if (byName.has(username)) continue;
    const user = em.create(User, {
      username,
      // no password can match: the accounts feature sets real ones for the demo users
      passwordHash: '!disabled',
      ...people[username],
      role: Role.b2b_agent,
      createdAt: new Date(),
    });
    byName.set(username, user);
  }
  await em.flush();
  return byName;
}

/**
 * Inserts every demo package, transport option and hotel (with its room types) whose slug is not there yet, then
 * fills room availability for INVENTORY_NIGHTS nights from `today`. Running it again changes nothing.
 */
export async function seedCatalogue(orm: Orm, data: CatalogueSeed, today: string): Promise<void> {
  const em = orm.em.fork();
  const agents = await ensureDemoAgents(em);
  const ownerOf = (name: DemoAgent | null | undefined, i: number) => agents.get(name ?? DEMO_AGENTS[i % DEMO_AGENTS.length]);

  const havePackages = new Set(
    (await em.find(Package, { slug: { $in: data.packages.map((p) => p.slug) } }, { fields: ['slug'] })).map((p) => p.slug),
  );
  data.packages.forEach((p, i) => {
    if (havePackages.has(p.slug)) return;
    const { owner, bookings, transportType, availableSpots, status, ...fields } = p;
    em.create(Package, {
      ...fields,
      status: status ?? PackageStatus.active,
      availableSpots: availableSpots ?? p.maxCapacity,
      bookingsCount: bookings ?? 0,
      transportType: transportType ?? PackageTransportClass.economy,
      owner: ownerOf(owner, i),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  });

  const haveTransport = new Set(
    (await em.find(TransportOption, { slug: { $in: data.transport.map((t) => t.slug) } }, { fields: ['slug'] })).map((t) => t.slug),
  );
  data.transport.forEach((t, i) => {
    if (haveTransport.has(t.slug)) return;
    const { owner, seatsTotal, ...fields } = t;
    em.create(TransportOption, {
      ...fields,
      seatsTotal: seatsTotal ?? null,
      seatsAvailable: seatsTotal ?? null,
      owner: ownerOf(owner, i),
      createdAt: new Date(),
    });
  });

  const haveHotels = new Set(
    (await em.find(Hotel, { slug: { $in: data.hotels.map((h) => h.slug) } }, { fields: ['slug'] })).map((h) => h.slug),
  );
  for (const h of data.hotels) {
    if (haveHotels.has(h.slug)) continue;
    const { roomTypes, ...fields } = h;
    const hotel = em.create(Hotel, { ...fields, cityKey: cityKey(h.city), images: [artPath('hotel', h.slug)], createdAt: new Date() });
    for (const rt of roomTypes) {
      em.create(HotelRoomType, {
        hotel,
        kind: rt.type,
        pricePerNightPkr: rt.pricePerNightInPkr,
        roomsCount: rt.rooms,
        maxOccupancy: rt.maxOccupancy ?? defaultOccupancy(rt.type),
      });
    }
  }
  await em.flush();
  await extendRoomInventory(em, today);
}

export function defaultOccupancy(kind: RoomKind): number {
  return kind === RoomKind.Suite ? 4 : kind === RoomKind.Deluxe ? 3 : 2;
}

export const catalogueSeeder: Seeder = {
  name: 'catalogue',
  run: (orm) => seedCatalogue(orm, demoCatalogue, marketToday(new Date())),
};
