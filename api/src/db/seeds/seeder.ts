import type { Config } from '../../config.js';
import type { Log } from '../../core/context.js';
import type { Orm } from '../orm.js';

/** What a seeder may need beside the database: seeders that go through services build a systemContext from it. */
export type SeedEnv = { config: Config; log: Log };

// A demo-data seeder: idempotent (it checks natural keys before inserting). Modules own theirs; db/seeds/index.ts
// lists them in order.
export type Seeder = { name: string; run: (orm: Orm, env: SeedEnv) => Promise<void> };
