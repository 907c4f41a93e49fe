import { describe, expect, it } from 'vitest';
import {
  newStaffSchema,
  reportsToProblem,
  staffEditSchema,
  statusFormValue,
  statusFromFormValue,
} from './staffForm';

const valid = {
  email: 'Ann@Omnis.test',
  username: 'ann',
  status: 0,
  role: 'viewer',
};

describe('staff form', () => {
  it('takes the spec statuses 0, null and -1 and nothing else', () => {
    for (const status of [0, null, -1])
      expect(newStaffSchema.safeParse({ ...valid, status }).success).toBe(true);
    expect(newStaffSchema.safeParse({ ...valid, status: 1 }).error?.issues[0]?.message).toBe(
      'Choose a status',
    );
    expect(statusFromFormValue(statusFormValue(null))).toBeNull();
    expect(statusFromFormValue(statusFormValue(-1))).toBe(-1);
    expect(statusFromFormValue(statusFormValue(0))).toBe(0);
  });

  it('says what is wrong, field by field', () => {
    const first = (input: object) => newStaffSchema.safeParse(input).error?.issues[0]?.message;
    expect(newStaffSchema.parse(valid).email).toBe('ann@omnis.test');
    expect(first({ ...valid, email: 'nope' })).toBe('Enter a valid email address');
    expect(first({ ...valid, username: ' ' })).toBe('Choose a username');
    expect(first({ ...valid, username: 'a b' })).toBe(
      'Use letters, numbers, dots, dashes and underscores',
    );
    expect(first({ ...valid, role: 'owner' })).toBe('Choose a role');
    expect(first({ ...valid, avatar: 'http://x.test/a.png' })).toBe(
      'Give an avatar address starting with https://',
    );
    expect(newStaffSchema.safeParse({ ...valid, avatar: 'https://x.test/a.png' }).success).toBe(
      true,
    );
    expect(staffEditSchema.safeParse({ ...valid, version: 0 }).success).toBe(false);
    expect(reportsToProblem(3, 3)).toBe('Someone cannot report to themselves');
    expect(reportsToProblem(3, 4)).toBeNull();
    expect(reportsToProblem(null, 4)).toBeNull();
  });
});
