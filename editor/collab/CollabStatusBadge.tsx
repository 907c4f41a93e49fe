import { COLLAB_STATUS_LABELS, type CollabStatus } from './collabStatus';

/** The collaboration status indicator: a dot and the words (collabStatus.ts), announced politely. */
export function CollabStatusBadge({ status }: { status: CollabStatus }) {
  return (
    <span className="ed-collab-status" data-status={status} role="status" aria-live="polite">
      <span className="ed-collab-status__dot" aria-hidden="true" />
      {COLLAB_STATUS_LABELS[status]}
    </span>
  );
}
