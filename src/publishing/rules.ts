import type { Page } from '../model';

/** Each page keeps at least this many published versions, and the history lists them. */
export const VERSION_HISTORY_LIMIT = 50;

/** The top bar's words for the draft's state (issue 14). */
export const PUBLISH_STATUS_TEXT = {
  changes: 'Draft: unpublished changes',
  never: 'Draft: unpublished changes',
  published: 'Published',
} as const;

/** The pages list's "Published" column: never published, or a draft shoppers do not see yet. */
export const PAGES_LIST_PUBLISHING = {
  never: 'Never',
  changes: 'unpublished changes',
} as const;

export const PUBLISHING_MESSAGES = {
  neverPublished: 'This page has not been published yet',
  versionNotFound: 'We were unable to find this version',
  scheduleInPast: 'Choose a date and time in the future',
  scheduleInvalid: 'Enter a date and time',
  published: 'Page published',
  restored: (n: number) => `Version ${n} restored as the draft`,
  discarded: 'Draft discarded',
  scheduled: 'Publish scheduled',
  scheduleCancelled: 'Scheduled publish cancelled',
} as const;

/** The discard confirmation, worded like the page delete confirmation ('Delete page', 'Cancel'). */
export const DISCARD_CONFIRMATION = {
  title: 'Discard draft',
  text: 'Are you sure you want to discard your unpublished changes?',
  confirm: 'Discard draft',
  cancel: 'Cancel',
} as const;

/**
 * Fields that are not content: the server owns them (columns, and `edited`, stamped by every
 * write), so a draft and its snapshot, or two saves, differ in them without the page changing.
 */
const NOT_CONTENT = new Set(['id', 'uuid', 'version', 'divisionId', 'edited']);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/** A page's content as one comparable string (key order and server-owned fields aside). */
export function pageContentKey(page: Page): string {
  const content: Record<string, unknown> = { ...page };
  for (const field of NOT_CONTENT) delete content[field];
  return JSON.stringify(canonical(content));
}

export type DraftState = 'never' | 'changes' | 'published';

/**
 * Whether shoppers see the draft: `never` when nothing was ever published, `published`
 * when the newest published version holds the draft's content, else `changes`.
 */
export function draftState(draft: Page, published: Page | null): DraftState {
  if (!published) return 'never';
  return pageContentKey(draft) === pageContentKey(published) ? 'published' : 'changes';
}

/**
 * A scheduled publish time, checked against the store's clock: an ISO date-time with an
 * offset (the editor sends its local input converted), strictly in the future.
 * Returns the normalised ISO string or the message to show.
 */
export function checkScheduleTime(
  publishAt: string,
  now: number,
): { ok: true; at: string } | { ok: false; message: string } {
  const at = Date.parse(publishAt);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(publishAt) || Number.isNaN(at))
    return { ok: false, message: PUBLISHING_MESSAGES.scheduleInvalid };
  if (at <= now) return { ok: false, message: PUBLISHING_MESSAGES.scheduleInPast };
  return { ok: true, at: new Date(at).toISOString() };
}

/** The scheduled publishes due at `now` (publish time reached), earliest first. */
export function duePublishes<T extends { publishAt: string }>(
  schedules: readonly T[],
  now: number,
): T[] {
  return schedules
    .filter((s) => Date.parse(s.publishAt) <= now)
    .sort((a, b) => Date.parse(a.publishAt) - Date.parse(b.publishAt));
}

/** How long a scheduler sleeps before the next publish is due (null: nothing pending), capped so a far date is re-checked. */
export function nextDueDelay(
  publishAts: readonly string[],
  now: number,
  cap = 60_000,
): number | null {
  if (publishAts.length === 0) return null;
  const next = Math.min(...publishAts.map((at) => Date.parse(at)));
  return Math.max(0, Math.min(cap, next - now));
}
