import { formatDate } from '../../src/format/date';
import { PUBLISH_STATUS_TEXT, type PublishingState } from '../../src/publishing';

/**
 * What the top bar says about the draft (issue 14): "Draft: unpublished changes" or
 * "Published", then when and by whom it was last published. Edits not yet stored count as
 * unpublished changes at once, before the server has them.
 */
export function publishStatusLine(
  state: PublishingState | null,
  hasUnsavedChanges: boolean,
  timeZone?: string,
): { label: string; detail: string; kind: 'draft' | 'published' } {
  const kind =
    state === null || hasUnsavedChanges || state.state !== 'published' ? 'draft' : 'published';
  const label = kind === 'published' ? PUBLISH_STATUS_TEXT.published : PUBLISH_STATUS_TEXT.changes;
  const published = state?.published;
  const detail = published
    ? `${kind === 'published' ? '' : 'Last published '}${formatDate(published.publishedAt, { timeZone })}${published.publishedBy ? ` by ${published.publishedBy.name}` : ''}`
    : state
      ? 'Never published'
      : '';
  return { label, detail, kind };
}

/** "Scheduled for 27/11/26 09:00 am" */
export function scheduledLine(state: PublishingState | null, timeZone?: string): string | null {
  return state?.scheduled
    ? `Publish scheduled for ${formatDate(state.scheduled.publishAt, { timeZone })}`
    : null;
}

/** A `datetime-local` input's value (the seller's local time) as an ISO instant, or null when empty or invalid. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
