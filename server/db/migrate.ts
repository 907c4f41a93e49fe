import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Migration, MigrationProvider } from 'kysely/migration';
import type { DialectName } from './connect';
import { initial } from './migrations/001_initial';
import { basketRecoveries } from './migrations/002_basket_recoveries';
import { pageDocuments } from './migrations/003_page_documents';
import { pageVersions } from './migrations/004_page_versions';
import { accounts } from './migrations/005_accounts';
import { permissionRequests } from './migrations/006_permission_requests';
import { orders } from './migrations/007_orders';
import { storeThemes } from './migrations/008_store_themes';
import { passkeyChallenges } from './migrations/009_passkey_challenges';
import { checkout } from './migrations/010_checkout';
import { orderHistory } from './migrations/011_order_history';
import { afterSales } from './migrations/012_after_sales';
import { atlas } from './migrations/013_atlas';
import { sellerProducts } from './migrations/014_seller_products';
import { studioDesigns } from './migrations/015_studio_designs';
import { notifications } from './migrations/016_notifications';
import { cardAccounts } from './migrations/018_card_accounts';
import { pageDocumentEncoding } from './migrations/019_page_document_encoding';
import { subscriberVerification } from './migrations/020_subscriber_verification';
import { blogTags } from './migrations/021_blog_tags';
import { impersonation } from './migrations/028_impersonation';
import { quoteAnswers } from './migrations/029_quote_answers';
import { chatOfflineHandling } from './migrations/030_chat_offline_handling';
import { chatAttachments } from './migrations/031_chat_attachments';
import { customThemeVersions } from './migrations/033_custom_theme_versions';
import { storeSettings } from './migrations/022_store_settings';
import { mainMenus } from './migrations/023_main_menus';
import { liveChat } from './migrations/024_live_chat';
import { analyticsEvents } from './migrations/025_analytics_events';
import { atlasInboxAndStaff } from './migrations/027_atlas_inbox_and_staff';
import { studioCustomiseIt } from './migrations/034_studio_customise_it';
import { jobs } from './migrations/036_jobs';
import { affiliates } from './migrations/037_affiliates';
import { bespokeShopperAndGrants } from './migrations/039_bespoke_shopper_and_grants';
import { affiliatePayouts } from './migrations/040_affiliate_payouts';
import { instagramConnections } from './migrations/041_instagram_connections';
import type { MigrationFactory } from './migrations/types';
import type { Database } from './schema';

/**
 * Every migration, in order. Names sort lexically, so a new file is `002_...`.
 * A database made by an older version runs the ones it has not seen on the next start.
 */
export const MIGRATIONS: ReadonlyArray<readonly [string, MigrationFactory]> = [
  ['001_initial', initial],
  ['002_basket_recoveries', basketRecoveries],
  ['003_page_documents', pageDocuments],
  ['004_page_versions', pageVersions],
  ['005_accounts', accounts],
  ['006_permission_requests', permissionRequests],
  ['007_orders', orders],
  ['008_store_themes', storeThemes],
  ['009_passkey_challenges', passkeyChallenges],
  ['010_checkout', checkout],
  ['011_order_history', orderHistory],
  ['012_after_sales', afterSales],
  ['013_atlas', atlas],
  ['014_seller_products', sellerProducts],
  ['015_studio_designs', studioDesigns],
  ['016_notifications', notifications],
  ['018_card_accounts', cardAccounts],
  ['019_page_document_encoding', pageDocumentEncoding],
  ['020_subscriber_verification', subscriberVerification],
  ['021_blog_tags', blogTags],
  ['022_store_settings', storeSettings],
  ['023_main_menus', mainMenus],
  ['024_live_chat', liveChat],
  ['025_analytics_events', analyticsEvents],
  ['027_atlas_inbox_and_staff', atlasInboxAndStaff],
  ['028_impersonation', impersonation],
  ['029_quote_answers', quoteAnswers],
  ['030_chat_offline_handling', chatOfflineHandling],
  ['031_chat_attachments', chatAttachments],
  ['033_custom_theme_versions', customThemeVersions],
  ['034_studio_customise_it', studioCustomiseIt],
  ['036_jobs', jobs],
  ['037_affiliates', affiliates],
  ['039_bespoke_shopper_and_grants', bespokeShopperAndGrants],
  ['040_affiliate_payouts', affiliatePayouts],
  ['041_instagram_connections', instagramConnections],
];

/** A static provider: migrations are imported modules, so bundling and tsx both work. */
class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(MIGRATIONS.map(([name, factory]) => [name, factory(this.dialect)]));
  }
}

// Numbers are handed out per issue, so a later number can land first (018 before 013): a
// database that already ran 018 must still run 013 when it arrives, hence unordered.
export const createMigrator = (db: Kysely<Database>, dialect: DialectName): Migrator =>
  new Migrator({
    db,
    provider: new StaticMigrationProvider(dialect),
    allowUnorderedMigrations: true,
  });

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: DialectName,
): Promise<string[]> {
  const { error, results } = await createMigrator(db, dialect).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
