import { accountsSeeder } from '../../modules/accounts/accounts.seed.js';
import { demoBookingsSeeder } from '../../modules/bookings/bookings.seed.js';
import { demoCatalogue, seedCatalogue } from '../../modules/catalogue/catalogue.seed.js';
import { marketToday } from '../../modules/catalogue/hotels.service.js';
import { visaSeeder } from '../../modules/visa/visa.seed.js';
import type { Orm } from '../orm.js';

export type Seeder = { name: string; run: (orm: Orm) => Promise<void> };

// Demo data, each seeder idempotent (it checks natural keys before inserting). Modules append their seeders.
export const demoSeeders: Seeder[] = [
  accountsSeeder,
  // packages, transport and hotels (with 365 nights of room availability), owned by the demo agents
  { name: 'catalogue', run: (orm) => seedCatalogue(orm, demoCatalogue, marketToday(new Date())) },
  // the demo traveller's bookings, made through the booking service
  demoBookingsSeeder,
  // visa offers of the platform and the demo agents
  visaSeeder,
];

export async function seedDemo(orm: Orm, log: (msg: string) => void = () => {}): Promise<void> {
  for (const seeder of demoSeeders) {
    await seeder.run(orm);
    log(`seeded ${seeder.name}`);
  }
}
