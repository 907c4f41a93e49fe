import { ConflictError, NotFoundError, ValidationError } from '../../src/errors';
import { PAGE_LOAD_MESSAGES } from '../../src/errors/pageMessages';
import type { Page } from '../../src/model';
import {
  draftState,
  PUBLISHING_MESSAGES,
  type PageVersionSummary,
  type PublishingState,
} from '../../src/publishing';
import type { BlockRegistry } from '../../src/registry';
import { preparePageForSave } from '../../src/rules/preparePageForSave';
import type { Repositories } from '../db/repos';
import type { StoredPage } from './repository';
import type { PublishedVersion, Publisher } from './versionsRepository';
import type { User } from '../accounts/usersRepository';
import { preparePageUpdate } from './preparePageUpdate';

/**
 * Drafts and publishing (issue 14, part 2). The pages row is the draft, written by
 * autosave and collaboration exactly as before; publishing copies it into page_versions,
 * which is all shoppers read. Restoring a version or discarding the draft writes the
 * draft through the PATCH route's rules with the version bumped, then asks the
 * collaboration server to bring open editors onto it (`PageSync`).
 */
export interface PageSync {
  /** Stores an open document's pending edits and merges a draft written meanwhile into it. */
  syncPage(ref: { divisionId: number; pageId: number }): Promise<void>;
}

export const noPageSync: PageSync = { syncPage: async () => undefined };

export interface PublishingDeps {
  repos: Pick<Repositories, 'pages' | 'pageVersions'>;
  registry: BlockRegistry;
  sync: PageSync;
  /** The store's clock (ms). */
  now: () => number;
}

export const publisherOf = (
  user: Pick<User, 'id' | 'firstName' | 'lastName' | 'email'>,
): Publisher => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`.trim() || user.email,
});

export function versionSummary(version: PublishedVersion): PageVersionSummary {
  const { page } = version.stored;
  return {
    number: version.number,
    pageVersion: page.version,
    url: page.url ?? '',
    title: page.properties.title.value,
    publishedAt: version.publishedAt,
    publishedBy: version.publishedBy,
  };
}

async function draftOf(
  deps: PublishingDeps,
  divisionId: number,
  pageId: number,
): Promise<StoredPage> {
  const stored = await deps.repos.pages.findById(pageId);
  if (!stored || stored.divisionId !== divisionId)
    throw new NotFoundError(PAGE_LOAD_MESSAGES.notFound);
  return stored;
}

export async function publishingState(
  deps: PublishingDeps,
  divisionId: number,
  pageId: number,
): Promise<PublishingState> {
  const [draft, latest, scheduled] = await Promise.all([
    draftOf(deps, divisionId, pageId),
    deps.repos.pageVersions.latest(pageId),
    deps.repos.pageVersions.scheduleOf(pageId),
  ]);
  return {
    pageId,
    draftVersion: draft.page.version,
    state: draftState(draft.page, latest?.stored.page ?? null),
    published: latest ? versionSummary(latest) : null,
    scheduled: scheduled
      ? { publishAt: scheduled.publishAt, scheduledBy: scheduled.scheduledBy }
      : null,
  };
}

/** Makes the current draft (with an open document's pending edits stored first) the published version. */
export async function publishDraft(
  deps: PublishingDeps,
  divisionId: number,
  pageId: number,
  by: Publisher | null,
): Promise<PublishedVersion> {
  await deps.sync.syncPage({ divisionId, pageId });
  const draft = await draftOf(deps, divisionId, pageId);
  return deps.repos.pageVersions.publish(draft, by, new Date(deps.now()).toISOString());
}

async function versionOf(
  deps: PublishingDeps,
  divisionId: number,
  pageId: number,
  number: number,
): Promise<PublishedVersion> {
  await draftOf(deps, divisionId, pageId);
  const version = await deps.repos.pageVersions.find(pageId, number);
  if (!version) throw new NotFoundError(PUBLISHING_MESSAGES.versionNotFound);
  return version;
}

export async function findVersion(
  deps: PublishingDeps,
  divisionId: number,
  pageId: number,
  number: number,
): Promise<PublishedVersion> {
  return versionOf(deps, divisionId, pageId, number);
}

/** Publishes an earlier version again (a rollback): a new version with its content; the draft is left alone. */
export async function republishVersion(
  deps: PublishingDeps,
  divisionId: number,
  pageId: number,
  number: number,
  by: Publisher | null,
): Promise<PublishedVersion> {
  const version = await versionOf(deps, divisionId, pageId, number);
  return deps.repos.pageVersions.publish(version.stored, by, new Date(deps.now()).toISOString());
}

const ATTEMPTS = 3;

/**
 * Writes `content` as the draft: the PATCH route's rules (validation, Pro content, the
 * url free in the store), the version bumped, retried if an autosave lands between the
 * read and the write. Open editors are then brought onto it.
 */
async function writeDraft(
  deps: PublishingDeps,
  division: { id: number; pro: boolean },
  pageId: number,
  content: Page,
): Promise<StoredPage> {
  // An open document's pending edits are stored first, so they are replaced on purpose, not merged in later.
  await deps.sync.syncPage({ divisionId: division.id, pageId });
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const current = await draftOf(deps, division.id, pageId);
    const body = {
      ...preparePageForSave({
        ...content,
        id: pageId,
        uuid: current.page.uuid,
        divisionId: division.id,
      }),
      version: current.page.version,
    };
    const { page, columns } = await preparePageUpdate(
      { pages: deps.repos.pages, registry: deps.registry },
      { division, current, body },
    );
    const result = await deps.repos.pages.update(pageId, current.page.version, page, columns);
    if (result.status === 'missing') throw new NotFoundError(PAGE_LOAD_MESSAGES.notFound);
    if (result.status === 'saved') {
      await deps.sync.syncPage({ divisionId: division.id, pageId });
      return (await deps.repos.pages.findById(pageId)) ?? result.stored;
    }
  }
  throw new ConflictError(undefined, (await draftOf(deps, division.id, pageId)).page);
}

export async function restoreVersion(
  deps: PublishingDeps,
  division: { id: number; pro: boolean },
  pageId: number,
  number: number,
): Promise<StoredPage> {
  const version = await versionOf(deps, division.id, pageId, number);
  return writeDraft(deps, division, pageId, version.stored.page);
}

/** Back to what shoppers see: the newest published version becomes the draft. */
export async function discardDraft(
  deps: PublishingDeps,
  division: { id: number; pro: boolean },
  pageId: number,
): Promise<StoredPage> {
  await draftOf(deps, division.id, pageId);
  const latest = await deps.repos.pageVersions.latest(pageId);
  if (!latest)
    throw new ValidationError(PUBLISHING_MESSAGES.neverPublished, [
      { field: 'page', message: PUBLISHING_MESSAGES.neverPublished },
    ]);
  return writeDraft(deps, division, pageId, latest.stored.page);
}
