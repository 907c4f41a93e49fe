import { z } from 'zod';
import { ATLAS_ROLES } from './permissions';
import { STAFF_STATUS, type StaffStatus } from './staff';

/**
 * Creating and editing staff (issue 19) with the spec's staff fields atlas keeps: name,
 * username, team, status (0 Enabled, null Pending, -1 Disabled), role (a named group of
 * permissions), leadership, reports-to and avatar. A new member gets a link by mail to
 * choose their password and must set up two-factor at their first atlas sign-in.
 */
export const STAFF_FORM_MESSAGES = {
  email: 'Enter a valid email address',
  username: 'Choose a username',
  usernameFormat: 'Use letters, numbers, dots, dashes and underscores',
  role: 'Choose a role',
  status: 'Choose a status',
  avatar: 'Give an avatar address starting with https://',
  reportsToSelf: 'Someone cannot report to themselves',
  reportsToUnknown: 'Choose a staff member to report to',
  emailTaken: 'This email address already has an account',
  usernameTaken: 'This username is taken',
  notFound: 'Staff user not found',
} as const;

/** The status choices, as the form's select sends them (the spec's values as text). */
export const STAFF_STATUS_OPTIONS: { value: string; label: string; status: StaffStatus }[] = [
  { value: '0', label: 'Enabled', status: STAFF_STATUS.enabled },
  { value: 'pending', label: 'Pending', status: STAFF_STATUS.pending },
  { value: '-1', label: 'Disabled', status: STAFF_STATUS.disabled },
];

const ROLE_NAMES = Object.keys(ATLAS_ROLES) as [
  keyof typeof ATLAS_ROLES,
  ...(keyof typeof ATLAS_ROLES)[],
];

const name = z.string().trim().max(100, 'Keep names under 100 characters').default('');

const fields = {
  firstName: name,
  lastName: name,
  username: z
    .string({ error: STAFF_FORM_MESSAGES.username })
    .trim()
    .min(1, STAFF_FORM_MESSAGES.username)
    .max(50, 'Keep the username under 50 characters')
    .regex(/^[a-z0-9._-]+$/i, STAFF_FORM_MESSAGES.usernameFormat),
  team: z.string().trim().max(100, 'Keep the team under 100 characters').default(''),
  status: z.union([z.literal(0), z.literal(-1), z.null()], { error: STAFF_FORM_MESSAGES.status }),
  role: z.enum(ROLE_NAMES, { error: STAFF_FORM_MESSAGES.role }),
  isLeadership: z.boolean().default(false),
  reportsTo: z.number().int().positive().nullable().default(null),
  avatar: z
    .string()
    .trim()
    .max(500)
    .refine(
      (value) => value === '' || /^https:\/\/[^\s]+$/i.test(value),
      STAFF_FORM_MESSAGES.avatar,
    )
    .default(''),
};

export const newStaffSchema = z.object({
  email: z
    .string({ error: STAFF_FORM_MESSAGES.email })
    .trim()
    .toLowerCase()
    .email(STAFF_FORM_MESSAGES.email),
  ...fields,
});
export type NewStaff = z.infer<typeof newStaffSchema>;

export const staffEditSchema = z.object({ ...fields, version: z.number().int().positive() });
export type StaffEdit = z.infer<typeof staffEditSchema>;

/** A reports-to choice that is not the member themselves (the server checks it exists). */
export const reportsToProblem = (id: number | null, reportsTo: number | null): string | null =>
  id !== null && reportsTo === id ? STAFF_FORM_MESSAGES.reportsToSelf : null;

/** The form's status select value for a stored status, and back. */
export const statusFormValue = (status: StaffStatus): string =>
  STAFF_STATUS_OPTIONS.find((option) => option.status === status)?.value ?? 'pending';
export const statusFromFormValue = (value: string): StaffStatus =>
  STAFF_STATUS_OPTIONS.find((option) => option.value === value)?.status ?? null;
