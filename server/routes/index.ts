import type { FastifyInstance } from 'fastify';
import type { BlockRegistry } from '../../src/registry';
import type { AppContext } from '../context';
import { registerPageRoutes } from './pages';
import { registerSessionRoutes } from './session';

/** Every /omnis/v3 route group; each lives in its own file. */
export function registerApiRoutes(api: FastifyInstance, ctx: AppContext, registry: BlockRegistry): void {
  registerPageRoutes(api, ctx, registry);
  registerSessionRoutes(api, ctx);
}
