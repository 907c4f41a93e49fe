import type { AccountLimiter } from './auth/accountLimiter';
import type { ServerConfig } from './config';
import type { Repositories } from './repositories';

/** What every route group receives from buildApp. */
export interface AppContext {
  repos: Repositories;
  config: ServerConfig;
  accountLimiter: AccountLimiter;
}
