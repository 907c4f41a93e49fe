import { describe, expect, it } from 'vitest';
import { pageSchema } from '../model';
import {
  checkScheduleTime,
  draftState,
  duePublishes,
  nextDueDelay,
  pageContentKey,
  PUBLISHING_MESSAGES,
} from './rules';

const page = (title: string, extra: Record<string, unknown> = {}) =>
  pageSchema.parse({ url: '/about/', properties: { title: { value: title } }, ...extra });

describe('draftState', () => {
  it('is never when nothing was published', () => {
    expect(draftState(page('About'), null)).toBe('never');
  });

  it('is published when the newest version holds the draft content, whatever its version and ids', () => {
    expect(
      draftState(page('About', { version: 7, id: 3 }), page('About', { version: 2, id: 3 })),
    ).toBe('published');
  });

  it('is published when only the time of the last save moved (the server stamps it on every save)', () => {
    const published = page('About', { edited: '2026-11-20T09:30:00.000Z' });
    expect(draftState(page('About', { edited: '2026-11-26T12:00:00.000Z' }), published)).toBe(
      'published',
    );
  });

  it('is changes when any content differs', () => {
    expect(draftState(page('About'), page('About us'))).toBe('changes');
    expect(draftState(page('About', { published: false }), page('About'))).toBe('changes');
  });

  it('ignores key order', () => {
    const a = page('About');
    const reordered = Object.fromEntries(Object.entries(a).reverse()) as typeof a;
    expect(pageContentKey(reordered)).toBe(pageContentKey(a));
  });
});

describe('checkScheduleTime', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');

  it('accepts a future date-time and normalises it to UTC', () => {
    expect(checkScheduleTime('2026-11-26T14:30:00+01:00', now)).toEqual({
      ok: true,
      at: '2026-11-26T13:30:00.000Z',
    });
  });

  it('refuses now, the past and what is not a date-time', () => {
    expect(checkScheduleTime('2026-11-26T12:00:00Z', now)).toEqual({
      ok: false,
      message: PUBLISHING_MESSAGES.scheduleInPast,
    });
    expect(checkScheduleTime('2026-11-25T12:00:00Z', now)).toEqual({
      ok: false,
      message: PUBLISHING_MESSAGES.scheduleInPast,
    });
    expect(checkScheduleTime('tomorrow', now)).toEqual({
      ok: false,
      message: PUBLISHING_MESSAGES.scheduleInvalid,
    });
    expect(checkScheduleTime('2026-11-26', now)).toEqual({
      ok: false,
      message: PUBLISHING_MESSAGES.scheduleInvalid,
    });
  });
});

describe('scheduling', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  const at = (iso: string) => ({ publishAt: iso });

  it('finds what is due, earliest first', () => {
    expect(
      duePublishes(
        [at('2026-11-26T12:00:00Z'), at('2026-11-26T11:00:00Z'), at('2026-11-26T13:00:00Z')],
        now,
      ),
    ).toEqual([at('2026-11-26T11:00:00Z'), at('2026-11-26T12:00:00Z')]);
  });

  it('sleeps until the next one, never below zero, and re-checks a far one', () => {
    expect(nextDueDelay([], now)).toBeNull();
    expect(nextDueDelay(['2026-11-26T12:00:05Z'], now)).toBe(5_000);
    expect(nextDueDelay(['2026-11-26T11:00:00Z'], now)).toBe(0);
    expect(nextDueDelay(['2026-12-26T11:00:00Z'], now)).toBe(60_000);
  });
});
