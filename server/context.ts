import type { Kysely } from 'kysely';
import type { AccountLimiter } from './accounts/accountLimiter';
import type { ServerConfig } from './config';
import type { Database } from './db/schema';
import type { JobQueue } from './jobs';
import type { PublishScheduler } from './pages/publishScheduler';
import type { PageSync } from './pages/publishing';
import type { Repositories } from './db/repos';
import type { Notifier } from './notifications/notifier';

/** What every route group receives from buildApp. */
export interface AppContext {
  repos: Repositories;
  /** For the few writes that must span repositories in one transaction (a seller's sign-up). */
  db: Kysely<Database>;
  config: ServerConfig;
  accountLimiter: AccountLimiter;
  /** Brings open collaborative documents onto a draft written by the publishing routes (set once collaboration is mounted). */
  pageSync: PageSync;
  /** Scheduled publishing's timer (server/pages/publishScheduler.ts). */
  publishScheduler: Pick<PublishScheduler, 'poke'>;
  /** Notifications (issue 22): order events and the builder send through it. */
  notifier: Notifier;
  /** Background work (server/jobs): kept in the database, or BullMQ on Redis when REDIS_URL is set. */
  jobs: JobQueue;
}
