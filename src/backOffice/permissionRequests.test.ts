import { describe, expect, it } from 'vitest';
import {
  permissionRequestDecisionSchema,
  permissionRequestNotice,
  permissionsLabel,
  statusOfDecision,
} from './permissionRequests';

describe('permission-request answers', () => {
  it('needs a reason to refuse, not to grant', () => {
    expect(permissionRequestDecisionSchema.safeParse({ decision: 'grant' }).success).toBe(true);
    const refused = permissionRequestDecisionSchema.safeParse({ decision: 'refuse', note: ' ' });
    expect(refused.error?.issues[0]?.message).toBe('Give the requester a reason');
    expect(
      permissionRequestDecisionSchema.safeParse({ decision: 'later' }).error?.issues[0]?.message,
    ).toBe('Choose grant or refuse');
    expect(
      permissionRequestDecisionSchema.safeParse({ decision: 'grant', note: 'x'.repeat(1001) }).error
        ?.issues[0]?.message,
    ).toBe('Keep the note under 1,000 characters');
    expect(statusOfDecision('grant')).toBe('granted');
    expect(statusOfDecision('refuse')).toBe('refused');
  });

  it('tells the requester what was decided, with the note', () => {
    expect(permissionsLabel('dashboard')).toBe('dashboard');
    expect(permissionsLabel('dashboard,pages.edit,pro')).toBe('dashboard, pages.edit and pro');
    expect(permissionRequestNotice('grant', 'dashboard', '')).toStrictEqual({
      title: 'Permission request granted',
      body: 'Your request for dashboard was granted.',
    });
    expect(permissionRequestNotice('refuse', 'pro', 'Upgrade first.')).toStrictEqual({
      title: 'Permission request refused',
      body: 'Your request for pro was refused. Upgrade first.',
    });
  });
});
