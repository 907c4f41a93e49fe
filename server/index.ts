/**
 * What other server-side code (the collaboration server, scripts) uses from here:
 * the app factory, the database, and the session behind a Cookie header.
 */
export { buildApp, type BuildAppOptions } from './app';
export { configFromEnv, defaultConfig, type ServerConfig } from './config';
export { openDatabase, type DatabaseHandle } from './db/connect';
export { migrateToLatest } from './db/migrate';
export { createRepositories, type Repositories } from './db/repos';
export { resolveSession } from './accounts/session';
