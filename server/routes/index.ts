import type { FastifyInstance } from 'fastify';
import type { BlockRegistry } from '../../src/registry';
import type { AppContext } from '../context';
import { registerBasketRoutes } from './basket';
import { registerCatalogueRoutes } from './catalogue';
import { registerCoreDataRoutes } from './coreData';
import { registerEventRoutes } from './events';
import { registerFormRoutes } from './forms';
import { registerImageRoutes } from './images';
import { registerMailRoutes } from './mail';
import { registerModelRoutes } from './models';
import { registerPageRoutes } from './pages';
import { registerPublishingRoutes } from './publishing';
import { registerQaRoutes } from './qa';
import { registerSessionRoutes } from '../accounts/routes';

/** Every /omnis/v3 route group; each lives in its own file. */
export async function registerApiRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  registry: BlockRegistry,
): Promise<void> {
  registerPageRoutes(api, ctx, registry);
  registerPublishingRoutes(api, ctx, registry);
  registerSessionRoutes(api, ctx, registry);
  registerCoreDataRoutes(api, ctx);
  registerBasketRoutes(api, ctx);
  registerCatalogueRoutes(api, ctx);
  registerModelRoutes(api, ctx);
  registerEventRoutes(api, ctx);
  registerFormRoutes(api, ctx);
  registerMailRoutes(api, ctx, registry);
  registerQaRoutes(api);
  await registerImageRoutes(api, ctx);
}
