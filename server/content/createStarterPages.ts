import { randomUUID } from 'node:crypto';
import type { BlockRegistry } from '../../src/registry';
import type { Repositories } from '../db/repos';
import { preparePageWrite } from '../pages/preparePageWrite';
import type { StoredPage } from '../pages/repository';
import { helpPageTemplates } from './helpPages';
import { legalPageTemplates } from './legalPages';

/**
 * Gives a store its starting content pages, the legal pages and the help centre's questions
 * and reasons, skipping any URL the store already has (so it is safe to run again). `publish` makes each one live: the seed goes through the publishing service;
 * a sign-up, inside its own transaction, writes the first version row itself.
 */
export async function createStarterPages(
  repos: Repositories,
  registry: BlockRegistry,
  store: { id: number; name: string; pro: boolean },
  publish: (stored: StoredPage) => Promise<void>,
): Promise<number> {
  let created = 0;
  for (const body of [...legalPageTemplates(store.name), ...helpPageTemplates(store.name)]) {
    if (await repos.pages.findByUrl(store.id, body.url)) continue;
    const page = preparePageWrite(body, { registry, pro: store.pro });
    const stored = await repos.pages.create(store.id, randomUUID(), page, {
      url: body.url,
      isHomepage: false,
      published: true,
    });
    await publish(stored);
    created += 1;
  }
  return created;
}
