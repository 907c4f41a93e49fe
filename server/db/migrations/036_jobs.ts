import type { MigrationFactory, SchemaDb } from './types';

/**
 * The job queue without Redis (issue 23, section 4): queued and running background work
 * (print files, list sends) is kept in the database, so a restart resumes it. A job's id
 * is the work's identity (`print-files:{orderItem}`); `status` is queued, running, done or
 * failed; a running job holds a lease (`lease_until`) renewed while it runs, and a job
 * whose lease ran out (its process died) is run again. `job_steps` are the steps a job
 * has done (a list send's addresses), so a job run again skips them.
 */
export const jobs: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('run_at', 'text', (c) => c.notNull())
      .addColumn('starts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('owner', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .execute();
    // Workers look for due work of a name: queued and due, or running with a lapsed lease.
    await db.schema
      .createIndex('jobs_name_status_run_at')
      .on('jobs')
      .columns(['name', 'status', 'run_at'])
      .execute();
    await db.schema
      .createTable('job_steps')
      .addColumn('job_id', 'text', (c) => c.notNull())
      .addColumn('step', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('job_steps_pk', ['job_id', 'step'])
      .execute();
  },
});
