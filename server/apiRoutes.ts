import type { FastifyInstance } from 'fastify';
import type { BlockRegistry } from '../src/registry';
import type { AppContext } from './context';
import { registerBasketRoutes } from './basket/routes';
import { registerBlogRoutes } from './blog/routes';
import { registerCatalogueRoutes } from './catalogue/routes';
import { registerCoreDataRoutes } from './store/coreDataRoutes';
import { registerEventRoutes } from './events/routes';
import { registerFormRoutes } from './forms/routes';
import { registerMailingListRoutes } from './mailingLists/routes';
import { registerImageRoutes } from './images/routes';
import { registerMailRoutes } from './mail/routes';
import { registerModelRoutes } from './catalogue/modelRoutes';
import { registerPageRoutes } from './pages/routes';
import { registerSellerProductRoutes } from './products/routes';
import { registerMenuRoutes } from './menu/routes';
import { registerPublishingRoutes } from './pages/publishingRoutes';
import { registerMetaRoutes } from './meta/routes';
import { registerQaRoutes } from './qa/routes';
import { registerSessionRoutes } from './accounts/routes';
import { registerThemeRoutes } from './themes/routes';
import { registerCommerceRoutes } from './commerce/routes';
import { registerAfterSalesRoutes } from './commerce/afterSales/routes';
import { registerQuotePageRoutes } from './commerce/quotePageRoutes';
import { registerInvoiceRoutes } from './commerce/invoices/routes';
import { registerOrderHistoryRoutes } from './commerce/history/routes';
import { registerAtlasRoutes } from './backOffice/routes';
import { registerStudioRoutes } from './designs/routes';
import { registerCustomiseItRoutes } from './designs/customiseItRoutes';
import { registerPrintFileRoutes } from './designs/printFileRoutes';
import { registerAtlasPrintFileRoutes } from './designs/atlasPrintFileRoutes';
import { registerGraphicsRoutes } from './designs/graphicsRoutes';
import { registerDashboardHomeRoutes } from './settings/homeRoutes';
import { registerSettingsRoutes } from './settings/settingsRoutes';
import { registerInstagramRoutes } from './social/instagramRoutes';
import { registerSellerFigureRoutes } from './sellerFigures/routes';
import { registerAffiliateRoutes } from './affiliates/routes';

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
  registerInstagramRoutes(api, ctx);
  registerBlogRoutes(api, ctx);
  registerModelRoutes(api, ctx);
  registerSellerProductRoutes(api, ctx);
  registerMenuRoutes(api, ctx);
  registerEventRoutes(api, ctx);
  registerFormRoutes(api, ctx);
  registerMailingListRoutes(api, ctx);
  registerMailRoutes(api, ctx, registry);
  registerThemeRoutes(api, ctx);
  registerCommerceRoutes(api, ctx);
  registerAfterSalesRoutes(api, ctx);
  registerQuotePageRoutes(api, ctx);
  registerInvoiceRoutes(api, ctx);
  registerOrderHistoryRoutes(api, ctx);
  registerAtlasRoutes(api, ctx);
  registerStudioRoutes(api, ctx);
  registerCustomiseItRoutes(api, ctx);
  registerPrintFileRoutes(api, ctx);
  registerAtlasPrintFileRoutes(api, ctx);
  registerGraphicsRoutes(api, ctx);
  registerDashboardHomeRoutes(api, ctx);
  registerSettingsRoutes(api, ctx);
  registerSellerFigureRoutes(api, ctx);
  registerAffiliateRoutes(api, ctx);
  registerQaRoutes(api);
  registerMetaRoutes(api);
  await registerImageRoutes(api, ctx);
}
