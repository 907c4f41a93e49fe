import { describe, expect, it } from 'vitest';
import { addNotification, unreadCount } from './merge';

const item = (id: number, tag: string | null, createdAt: string, extra = {}) => ({
  id,
  tag,
  createdAt,
  replacePrevious: false,
  mergable: false,
  openedAt: null as string | null,
  deletedAt: null as string | null,
  ...extra,
});

describe('addNotification', () => {
  const older = item(1, 'order', '2026-01-01T10:00:00.000Z');
  const otherTag = item(2, 'sale', '2026-01-01T09:00:00.000Z');

  it('removes same-tag older notifications when the new one is replaceable', () => {
    const next = item(3, 'order', '2026-01-01T11:00:00.000Z', { replacePrevious: true });
    expect(addNotification([older, otherTag], next).map((n) => n.id)).toStrictEqual([3, 2]);
  });
  it('removes same-tag older notifications when the new one is mergeable', () => {
    const next = item(3, 'order', '2026-01-01T11:00:00.000Z', { mergable: true });
    expect(addNotification([older, otherTag], next).map((n) => n.id)).toStrictEqual([3, 2]);
  });
  it('keeps them when the new one is neither', () => {
    const next = item(3, 'order', '2026-01-01T11:00:00.000Z');
    expect(addNotification([older, otherTag], next).map((n) => n.id)).toStrictEqual([3, 1, 2]);
  });
  it('keeps a same-tag notification that is newer', () => {
    const next = item(3, 'order', '2026-01-01T08:00:00.000Z', { replacePrevious: true });
    expect(addNotification([older], next).map((n) => n.id)).toStrictEqual([1, 3]);
  });
  it('never replaces by an absent tag', () => {
    const untagged = item(4, null, '2026-01-01T07:00:00.000Z');
    const next = item(3, null, '2026-01-01T11:00:00.000Z', { replacePrevious: true });
    expect(addNotification([untagged], next).map((n) => n.id)).toStrictEqual([3, 4]);
  });
  it('replaces a redelivered id in place', () => {
    expect(addNotification([older], older)).toHaveLength(1);
  });
});

describe('unreadCount', () => {
  it('counts notifications neither opened nor deleted', () => {
    expect(
      unreadCount([
        item(1, null, 'x'),
        item(2, null, 'x', { openedAt: '2026-01-01T00:00:00.000Z' }),
        item(3, null, 'x', { deletedAt: '2026-01-01T00:00:00.000Z' }),
      ]),
    ).toBe(1);
  });
});
