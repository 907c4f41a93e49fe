/** Staff user status (spec, staff user): 0 is Enabled, null is Pending, -1 is Disabled. */
export const STAFF_STATUS = { enabled: 0, pending: null, disabled: -1 } as const;

export type StaffStatus = 0 | -1 | null;

export function staffStatusLabel(status: StaffStatus): 'Enabled' | 'Pending' | 'Disabled' {
  if (status === STAFF_STATUS.enabled) return 'Enabled';
  if (status === STAFF_STATUS.disabled) return 'Disabled';
  return 'Pending';
}

export const ATLAS_MESSAGES = {
  denied: 'Permission denied',
  twoFactor: 'Two-factor authentication is required to use Atlas',
  signIn: 'Please sign in to continue',
  stale: 'This was changed by someone else. Reload and try again.',
  transition: 'This order cannot move to that status',
  refund: 'This order cannot be refunded',
} as const;

/** Who wants into atlas, as far as entering goes. */
export interface AtlasEntrant {
  signedIn: boolean;
  internal: boolean;
  twoFactorEnabled: boolean;
  status: StaffStatus;
}

export type AtlasEntry = { allowed: true } | { allowed: false; status: 401 | 403; message: string };

/**
 * Only enabled staff with two-factor on enter atlas: a customer or seller, a pending or
 * disabled staff user gets "Permission denied"; staff without two-factor are told why.
 */
export function decideAtlasEntry(who: AtlasEntrant): AtlasEntry {
  if (!who.signedIn) return { allowed: false, status: 401, message: ATLAS_MESSAGES.signIn };
  if (!who.internal || who.status !== STAFF_STATUS.enabled)
    return { allowed: false, status: 403, message: ATLAS_MESSAGES.denied };
  if (!who.twoFactorEnabled)
    return { allowed: false, status: 403, message: ATLAS_MESSAGES.twoFactor };
  return { allowed: true };
}

/** Mute sets mutedAt; unmute clears it (spec, staff user). */
export const mutedAtAfter = (action: 'mute' | 'unmute', now: string): string | null =>
  action === 'mute' ? now : null;
