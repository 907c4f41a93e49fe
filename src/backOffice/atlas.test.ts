import { describe, expect, it } from 'vitest';
import {
  ATLAS_MESSAGES,
  auditQuerySchema,
  decideAtlasEntry,
  hasPermission,
  mayMoveTo,
  mayRefund,
  mutedAtAfter,
  nextStatuses,
  permissionsOfRole,
  STAFF_STATUS,
  staffStatusLabel,
} from '.';

describe('staff status', () => {
  it('reads 0 as Enabled, null as Pending and -1 as Disabled', () => {
    expect(STAFF_STATUS).toStrictEqual({ enabled: 0, pending: null, disabled: -1 });
    expect(staffStatusLabel(0)).toBe('Enabled');
    expect(staffStatusLabel(null)).toBe('Pending');
    expect(staffStatusLabel(-1)).toBe('Disabled');
  });

  it('mute sets mutedAt and unmute clears it', () => {
    expect(mutedAtAfter('mute', '2026-11-27T01:00:00.000Z')).toBe('2026-11-27T01:00:00.000Z');
    expect(mutedAtAfter('unmute', '2026-11-27T01:00:00.000Z')).toBeNull();
  });
});

describe('permissions', () => {
  it('groups named permissions in roles', () => {
    expect(hasPermission(permissionsOfRole('admin'), 'users.mute')).toBe(true);
    expect(hasPermission(permissionsOfRole('viewer'), 'users.mute')).toBe(false);
    expect(hasPermission(permissionsOfRole('support'), 'orders.refund')).toBe(true);
    expect(hasPermission(permissionsOfRole('factory'), 'labels.write')).toBe(true);
    expect(permissionsOfRole('nobody')).toStrictEqual([]);
    expect(permissionsOfRole(null)).toStrictEqual([]);
    // Inherited object keys are not roles.
    expect(permissionsOfRole('toString')).toStrictEqual([]);
  });
});

describe('entering atlas', () => {
  const staff = { signedIn: true, internal: true, twoFactorEnabled: true, status: 0 } as const;
  it('lets enabled staff with two-factor in', () => {
    expect(decideAtlasEntry(staff)).toStrictEqual({ allowed: true });
  });
  it('refuses others with the exact messages', () => {
    expect(decideAtlasEntry({ ...staff, signedIn: false })).toStrictEqual({
      allowed: false,
      status: 401,
      message: 'Please sign in to continue',
    });
    const denied = { allowed: false, status: 403, message: 'Permission denied' };
    expect(decideAtlasEntry({ ...staff, internal: false })).toStrictEqual(denied);
    expect(decideAtlasEntry({ ...staff, status: null })).toStrictEqual(denied);
    expect(decideAtlasEntry({ ...staff, status: -1 })).toStrictEqual(denied);
    expect(decideAtlasEntry({ ...staff, twoFactorEnabled: false })).toStrictEqual({
      allowed: false,
      status: 403,
      message: ATLAS_MESSAGES.twoFactor,
    });
  });
});

describe('order flow', () => {
  it('moves one status group forward in the normal flow', () => {
    expect(nextStatuses('paid')).toStrictEqual(['processing', 'label_printed', 'printed']);
    expect(mayMoveTo('paid', 'processing')).toBe(true);
    expect(mayMoveTo('paid', 'packing')).toBe(false);
    expect(mayMoveTo('processing', 'paid')).toBe(false);
    expect(nextStatuses('issue')).toStrictEqual(['complete', 'exchanged']);
    expect(nextStatuses('complete')).toStrictEqual([]);
    expect(nextStatuses('quote')).toStrictEqual([]);
  });
  it('refunds paid orders only', () => {
    expect(mayRefund('new')).toBe(false);
    expect(mayRefund('paid')).toBe(true);
    expect(mayRefund('processing')).toBe(true);
    expect(mayRefund('refunded')).toBe(false);
  });
});

describe('schemas', () => {
  it('pages the audit log from 1 and drops empty search text', () => {
    const query = auditQuerySchema.parse({ q: '  ' });
    expect(query.q).toBeUndefined();
    expect(query.page).toBe(1);
  });
});
