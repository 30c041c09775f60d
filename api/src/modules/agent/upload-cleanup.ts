import type { EntityManager } from '@mikro-orm/postgresql';
import type { Log } from '../../core/context.js';
import { type Orm, withAdvisoryLock } from '../../db/orm.js';
import type { ImageStore } from './image-store.js';

// Uploaded images nothing uses are deleted (row and file) this long after they were stored: time enough to
// upload first and save the package later.
export const UNUSED_UPLOAD_TTL_MS = 24 * 3600 * 1000;
const INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 200;
const LOCK_KEY = 'safarnama:upload-cleanup';

// Every column that may hold an upload's URL (/media/uploads/<file>, or an absolute URL ending so). A new column
// that stores upload URLs must be added here, and its writers must lock the upload_ticket rows they attach
// `for share` in the writing transaction (as checkImages does), or a file could be deleted as it is attached.
const URL_COLUMNS = `
  select unnest(images) as url from package
  union all select image_url from package
  union all select unnest(images) from hotel
  union all select image_url from hotel
  union all select image_url from transport_option
  union all select profile_image_url from app_user
  union all select logo_url from agency_brand`;
// the file name is "<uuid>.<ext>" (no '?' in the pattern: the driver would take it for a parameter)
// visa documents and bank transfer proofs are referenced by their stored name (attaching locks the ticket as well)
const REFERENCED = `referenced as (
  select substring(url from '/media/uploads/([0-9a-f-]+\\.[a-z]+)') as file_name from (${URL_COLUMNS}) urls
   where url like '%/media/uploads/%'
  union all select file_name from visa_document
  union all select proof_file_name from payment where proof_file_name is not null)`;

/**
 * One batch: stored uploads older than the cutoff that no record references lose their row, then their file, in
 * one transaction. Several servers may run this at once: `skip locked` gives each its own rows, the delete
 * re-checks the references after taking the locks (a package saved meanwhile keeps its image), and a file already
 * gone is fine. If removing a file fails, the transaction rolls back and the row is tried again next run.
 */
async function deleteBatch(em: EntityManager, store: ImageStore, cutoff: Date): Promise<string[]> {
  return em.transactional(async (tx) => {
    const picked = await tx.execute<{ id: string }[]>(
      `with ${REFERENCED}
       select t.id from upload_ticket t
        where t.file_name is not null and t.used_at < ?
          and not exists (select 1 from referenced r where r.file_name = t.file_name)
        order by t.used_at
        limit ?
        for update of t skip locked`,
      [cutoff, BATCH],
    );
    if (!picked.length) return [];
    // a new statement sees every package committed before our locks were taken (read committed)
    const deleted = await tx.execute<{ file_name: string }[]>(
      `with ${REFERENCED}
       delete from upload_ticket t
        where t.id = any(?::uuid[])
          and not exists (select 1 from referenced r where r.file_name = t.file_name)
       returning t.file_name`,
      // one array parameter (the driver would spread a JS array into a list)
      [`{${picked.map((p) => p.id).join(',')}}`],
    );
    for (const { file_name } of deleted) await store.remove(file_name);
    return deleted.map((d) => d.file_name);
  });
}

/** Deletes unreferenced uploads stored before `now - 24 h`, and upload URLs that expired unused a day ago. */
export async function deleteUnusedUploads(em: EntityManager, store: ImageStore, now: Date): Promise<{ files: number; tickets: number }> {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_TTL_MS);
  const tickets = await em.execute<{ id: string }[]>(
    'delete from upload_ticket where used_at is null and file_name is null and expires_at < ? returning id',
    [cutoff],
  );
  let files = 0;
  for (;;) {
    const batch = await deleteBatch(em, store, cutoff);
    files += batch.length;
    // a short batch: nothing more to do (or the rest is another server's, locked)
    if (batch.length < BATCH) break;
  }
  return { files, tickets: tickets.length };
}

/**
 * Runs the cleanup every hour on a long-running server. With several processes (WEB_CONCURRENCY, several machines) one
 * runs it at a time under an advisory lock and the others skip that round (running together would be safe, `skip
 * locked` above, but each would scan the same tables).
 */
export class UploadCleanup {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly orm: Orm,
    private readonly store: ImageStore,
    private readonly log: Log,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async runOnce(): Promise<{ files: number; tickets: number } | 'locked'> {
    try {
      const done = await withAdvisoryLock(this.orm, LOCK_KEY, () => deleteUnusedUploads(this.orm.em.fork(), this.store, this.now()), { wait: false });
      if (!done) return 'locked';
      if (done.files || done.tickets) this.log.info(done, 'unused uploads deleted');
      return done;
    } catch (err) {
      this.log.error({ err }, 'upload cleanup failed');
      return { files: 0, tickets: 0 };
    }
  }

  start(): void {
    if (this.timer) return;
    const tick = () => {
      // never two runs of this process at once
      this.running ??= this.runOnce().finally(() => (this.running = undefined));
    };
    tick();
    this.timer = setInterval(tick, INTERVAL_MS);
    this.timer.unref();
  }

  /** Stops the timer and waits for a run in progress (it holds a database connection). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
