import { z } from 'zod';

/**
 * The permission-request inbox (issue 19): requests sent from the storefront and the
 * dashboard (`POST /atlas/permissions/request/{permissions}/`) wait as `pending` until
 * staff grant or refuse them with a note; the requester is then told by a notification.
 */
export const PERMISSION_REQUEST_STATUSES = ['pending', 'granted', 'refused'] as const;
export type PermissionRequestStatus = (typeof PERMISSION_REQUEST_STATUSES)[number];

export const PERMISSION_REQUEST_MESSAGES = {
  /** A refusal must say why: the requester reads it. */
  noteRequired: 'Give the requester a reason',
  noteTooLong: 'Keep the note under 1,000 characters',
  decision: 'Choose grant or refuse',
  answered: 'This request was already answered by someone else. Reload to see it.',
  notFound: 'We were unable to find this permission request',
} as const;

export const PERMISSION_REQUEST_NOTE_MAX = 1000;

export const permissionRequestsQuerySchema = z.object({
  status: z.enum(PERMISSION_REQUEST_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const permissionRequestDecisionSchema = z
  .object({
    decision: z.enum(['grant', 'refuse'], { error: PERMISSION_REQUEST_MESSAGES.decision }),
    note: z
      .string()
      .trim()
      .max(PERMISSION_REQUEST_NOTE_MAX, PERMISSION_REQUEST_MESSAGES.noteTooLong)
      .default(''),
  })
  .refine((body) => body.decision === 'grant' || body.note.length > 0, {
    message: PERMISSION_REQUEST_MESSAGES.noteRequired,
    path: ['note'],
  });
export type PermissionRequestDecision = z.infer<typeof permissionRequestDecisionSchema>;

/** The status a decision leaves the request in. */
export const statusOfDecision = (
  decision: PermissionRequestDecision['decision'],
): PermissionRequestStatus => (decision === 'grant' ? 'granted' : 'refused');

/** The permission names as people read them: "dashboard, pages.edit" → "dashboard and pages.edit". */
export function permissionsLabel(permissions: string): string {
  const names = permissions
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** What the requester's notification says about the answer, with staff's note if any. */
export function permissionRequestNotice(
  decision: PermissionRequestDecision['decision'],
  permissions: string,
  note: string,
): { title: string; body: string } {
  const what = permissionsLabel(permissions);
  const title = decision === 'grant' ? 'Permission request granted' : 'Permission request refused';
  const body =
    decision === 'grant'
      ? `Your request for ${what} was granted.`
      : `Your request for ${what} was refused.`;
  return { title, body: note ? `${body} ${note}` : body };
}
