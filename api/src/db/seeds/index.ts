import { accountsSeeder } from '../../modules/accounts/accounts.seed.js';
import { demoBookingsSeeder } from '../../modules/bookings/bookings.seed.js';
import { catalogueSeeder } from '../../modules/catalogue/catalogue.seed.js';
import { visaSeeder } from '../../modules/visa/visa.seed.js';
import type { Orm } from '../orm.js';
import type { Seeder, SeedEnv } from './seeder.js';

export type { Seeder, SeedEnv };

// Demo data, in order. Modules own their seeders.
export const demoSeeders: Seeder[] = [
  accountsSeeder,
  // packages, transport and hotels (with 365 nights of room availability), owned by the demo agents
  catalogueSeeder,
  // the demo traveller's bookings, made through the booking service
  demoBookingsSeeder,
  // visa offers of the platform and the demo agents
  visaSeeder,
];

export async function seedDemo(orm: Orm, env: SeedEnv): Promise<void> {
  for (const seeder of demoSeeders) {
    await seeder.run(orm, env);
    env.log.info(`seeded ${seeder.name}`);
  }
}
