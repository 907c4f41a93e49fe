import { describe, expect, it } from 'vitest';
import { chunkReloadDecision, dayOf, isChunkLoadError, parseChunkReloadLog } from './chunkReload';

const message = 'Failed to fetch dynamically imported module: /assets/ProductScreen-abc.js';

describe('chunkReloadDecision', () => {
  it('reloads up to 3 times per message per day, then reports', () => {
    let log = {};
    const actions: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const decision = chunkReloadDecision(log, message, '2026-03-15');
      actions.push(decision.action);
      log = decision.log;
    }
    expect(actions).toEqual(['reload', 'reload', 'reload', 'report', 'report']);
  });

  it('counts each message on its own', () => {
    const log = { [message]: { day: '2026-03-15', count: 3 } };
    expect(chunkReloadDecision(log, 'Importing a module script failed.', '2026-03-15').action).toBe(
      'reload',
    );
  });

  it('starts again the next day and forgets other days', () => {
    const log = {
      [message]: { day: '2026-03-15', count: 3 },
      old: { day: '2026-03-01', count: 1 },
    };
    const decision = chunkReloadDecision(log, message, '2026-03-16');
    expect(decision).toStrictEqual({
      action: 'reload',
      log: { [message]: { day: '2026-03-16', count: 1 } },
    });
  });
});

describe('isChunkLoadError', () => {
  it('knows the browsers’ wordings for a code file that failed to load', () => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('stored log', () => {
  it('reads what it wrote and treats anything else as empty', () => {
    const log = { [message]: { day: '2026-03-15', count: 2 } };
    expect(parseChunkReloadLog(JSON.stringify(log))).toStrictEqual(log);
    expect(parseChunkReloadLog('not json')).toStrictEqual({});
    expect(parseChunkReloadLog(JSON.stringify({ a: { day: 1 } }))).toStrictEqual({});
    expect(parseChunkReloadLog(null)).toStrictEqual({});
  });
  it('takes the day in UTC', () => {
    expect(dayOf(Date.UTC(2026, 2, 15, 23, 59))).toBe('2026-03-15');
  });
});
