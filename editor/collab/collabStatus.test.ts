import { describe, expect, it } from 'vitest';
import { collabStatus } from './collabStatus';

describe('collabStatus', () => {
  it.each([
    [{ online: false, synced: false, unsaved: false }, 'connecting'],
    [{ online: true, synced: false, unsaved: false }, 'connecting'],
    [{ online: false, synced: false, unsaved: true }, 'offline-with-unsaved'],
    [{ online: true, synced: false, unsaved: true }, 'offline-with-unsaved'],
    [{ online: true, synced: true, unsaved: true }, 'connected'],
    [{ online: true, synced: true, unsaved: false }, 'synced'],
  ] as const)('%o is %s', (inputs, status) => {
    expect(collabStatus(inputs)).toBe(status);
  });
});
