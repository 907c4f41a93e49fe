import { describe, expect, it } from 'vitest';
import {
  asksForDashboard,
  permissionRequestSchema,
  permissionsParamSchema,
} from './permissionRequest';

describe('permission requests', () => {
  it('names one or more permissions, comma separated', () => {
    expect(permissionsParamSchema.safeParse('pages.edit').success).toBe(true);
    expect(permissionsParamSchema.safeParse('pages.edit,dashboard').success).toBe(true);
    expect(permissionsParamSchema.safeParse('').success).toBe(false);
    expect(permissionsParamSchema.safeParse('pages edit').success).toBe(false);
    expect(permissionsParamSchema.safeParse('../x').success).toBe(false);
  });

  it('asks a reason of dashboard requests only', () => {
    expect(asksForDashboard('pages.edit,dashboard')).toBe(true);
    expect(asksForDashboard('pages.edit')).toBe(false);
    const dashboard = permissionRequestSchema('dashboard').safeParse({ reason: '  ' });
    expect(dashboard.success ? null : dashboard.error.issues[0]?.message).toBe(
      'This field is required',
    );
    expect(permissionRequestSchema('dashboard').parse({ reason: ' I run the shop ' })).toEqual({
      reason: 'I run the shop',
    });
    expect(permissionRequestSchema('pages.edit').parse({})).toEqual({ reason: '' });
  });
});
