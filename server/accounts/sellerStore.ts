import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ValidationError } from '../../src/errors';
import { ACCOUNT_MESSAGES } from '../../src/model';
import type { BlockRegistry } from '../../src/registry';
import { DEFAULT_THEME_NAME } from '../../themes';
import type { Database } from '../db/schema';
import { preparePageWrite } from '../pages/preparePageWrite';
import { createRepositories } from '../db/repos';
import { documentOf, type StoredPage } from '../pages/repository';
import { createStarterPages } from '../content/createStarterPages';
import type { NewUser, User } from './usersRepository';

/** The homepage a new store starts with: a welcome heading and a line to replace. */
export function homepageTemplate(storeName: string): Record<string, unknown> {
  const block = (html: string, order: number) => {
    const id = randomUUID();
    return {
      id,
      uid: id,
      type: 'textBlock',
      size: { x: 12, y: 1 },
      properties: { template: 'v2', html },
      items: [],
      order,
    };
  };
  return {
    url: '/',
    properties: { title: { value: storeName } },
    blocks: [
      block(`<h1>Welcome to ${escapeText(storeName)}</h1>`, 0),
      block('<p>This is your homepage. Open the page builder to make it yours.</p>', 1),
    ],
  };
}

const escapeText = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface NewStore {
  subdomain: string;
  name: string;
}

/**
 * A seller's sign-up: the user, their store (division on the chosen subdomain, the default
 * theme), their dashboard permission, a published homepage and the four legal pages, all
 * or nothing.
 */
export async function createSellerWithStore(
  db: Kysely<Database>,
  registry: BlockRegistry,
  user: NewUser,
  store: NewStore,
): Promise<User> {
  const homepage = preparePageWrite(homepageTemplate(store.name), { registry, pro: false });
  return db.transaction().execute(async (trx) => {
    const repos = createRepositories(trx);
    if (await repos.divisions.findBySubdomain(store.subdomain))
      throw new ValidationError(ACCOUNT_MESSAGES.subdomainTaken, [
        { field: 'subdomain', message: ACCOUNT_MESSAGES.subdomainTaken },
      ]);
    const created = await repos.users.create(user);
    const division = await repos.divisions.create({
      code: store.subdomain,
      name: store.name,
      subdomain: store.subdomain,
      theme: DEFAULT_THEME_NAME,
    });
    await repos.users.grantDivision(created.id, division.id);
    // A brand-new page has no versions: its first is number 1 (publish() opens its own
    // transaction, which cannot nest in this one).
    const publishFirstVersion = async (stored: StoredPage) => {
      await trx
        .insertInto('page_versions')
        .values({
          page_id: stored.page.id ?? 0,
          number: 1,
          url: stored.page.url ?? '/',
          page_version: stored.page.version,
          document: documentOf(stored.page),
          published_at: new Date().toISOString(),
          published_by: created.id,
          published_by_name: '',
        })
        .execute();
    };
    await publishFirstVersion(
      await repos.pages.create(division.id, randomUUID(), homepage, {
        url: '/',
        isHomepage: true,
        published: true,
      }),
    );
    await createStarterPages(
      repos,
      registry,
      { id: division.id, name: store.name, pro: false },
      publishFirstVersion,
    );
    return created;
  });
}
