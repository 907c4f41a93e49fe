import { describe, expect, it } from 'vitest';
import {
  decideImpersonation,
  impersonationBannerText,
  impersonationEndsAt,
  impersonationSweepDelayMs,
  IMPERSONATION_EXPIRED_ACTION,
  IMPERSONATION_TTL_MS,
} from './impersonation';
import { ATLAS_ROLES } from './permissions';

describe('signing in as a seller', () => {
  it('is for sellers only, never staff', () => {
    expect(decideImpersonation({ exists: true, internal: false, stores: 1 })).toStrictEqual({
      allowed: true,
    });
    expect(decideImpersonation({ exists: true, internal: true, stores: 1 })).toStrictEqual({
      allowed: false,
      status: 403,
      message: 'Staff accounts cannot be signed in as',
    });
    expect(decideImpersonation({ exists: true, internal: false, stores: 0 })).toStrictEqual({
      allowed: false,
      status: 403,
      message: 'Only sellers can be signed in as',
    });
    expect(decideImpersonation({ exists: false, internal: false, stores: 0 })).toMatchObject({
      allowed: false,
      status: 404,
    });
  });

  it('lasts 30 minutes and is an admin permission by default', () => {
    expect(IMPERSONATION_TTL_MS).toBe(1_800_000);
    expect(impersonationEndsAt('2026-01-01T10:00:00.000Z')).toBe('2026-01-01T10:30:00.000Z');
    expect(ATLAS_ROLES.admin).toContain('sellers.impersonate');
    for (const role of ['support', 'factory', 'viewer'] as const)
      expect(ATLAS_ROLES[role] as readonly string[]).not.toContain('sellers.impersonate');
  });

  it('words the banner', () => {
    expect(impersonationBannerText('Demo Seller')).toBe(
      'You are signed in as Demo Seller — Return to atlas',
    );
  });

  it('sweeps an expired session a second after its end, and one already ended at once', () => {
    const now = Date.parse('2026-01-01T10:00:00.000Z');
    expect(impersonationSweepDelayMs('2026-01-01T10:30:00.000Z', now)).toBe(1_801_000);
    expect(impersonationSweepDelayMs('2026-01-01T09:00:00.000Z', now)).toBe(0);
    expect(IMPERSONATION_EXPIRED_ACTION).toBe('seller.impersonate.expire');
  });
});
