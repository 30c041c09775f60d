import type { Seeder } from '../../db/seeds/seeder.js';
import { hashPassword } from './password.js';
import { Role, User } from './user.entity.js';

// Demo accounts (documented in the README). Only seeded with SEED_DEMO, i.e. never on a production database.
export const DEMO_USERS = [
  {
    username: 'traveller',
    password: 'traveller123',
    email: 'ayesha.khan@example.pk',
    firstName: 'Ayesha',
    lastName: 'Khan',
    role: Role.end_user,
  },
  {
    username: 'agent',
    password: 'agent12345',
    email: 'bookings@alnoor-travels.example.pk',
    firstName: 'Imran',
    lastName: 'Qureshi',
    role: Role.b2b_agent,
  },
  {
    username: 'agent2',
    password: 'agent12345',
    email: 'info@karakoram-tours.example.pk',
    firstName: 'Sana',
    lastName: 'Baig',
    role: Role.b2b_agent,
  },
  {
    username: 'admin',
    password: 'admin12345',
    email: 'admin@safarnama.example.pk',
    firstName: 'Platform',
    lastName: 'Admin',
    role: Role.super_admin,
  },
] as const;

export const accountsSeeder: Seeder = {
  name: 'demo accounts',
  run: async (orm) => {
    const em = orm.em.fork();
    for (const demo of DEMO_USERS) {
      const existing = await em.findOne(User, { username: demo.username });
      if (existing && !existing.passwordHash.startsWith('!')) continue;
      const passwordHash = await hashPassword(demo.password);
      if (existing) {
        // placeholder made by another seeder that needed an owner before this one ran
        existing.passwordHash = passwordHash;
        continue;
      }
      const { password: _, ...fields } = demo;
      em.create(User, { ...fields, passwordHash, createdAt: new Date() });
    }
    await em.flush();
  },
};
