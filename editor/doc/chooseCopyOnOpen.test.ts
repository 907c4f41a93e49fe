import { describe, expect, it } from 'vitest';
import { chooseCopyOnOpen } from './chooseCopyOnOpen';

describe('chooseCopyOnOpen', () => {
  it('opens the server copy when nothing is stored locally', () => {
    expect(chooseCopyOnOpen(null, { version: 3 })).toBe('server');
  });

  it('keeps a local copy with unsaved edits of the same server version', () => {
    expect(chooseCopyOnOpen({ version: 3, unsavedEdits: true }, { version: 3 })).toBe('local');
  });

  it('keeps an unchanged local copy of the same version (nothing to replace)', () => {
    expect(chooseCopyOnOpen({ version: 3, unsavedEdits: false }, { version: 3 })).toBe('local');
  });

  it('replaces an unchanged local copy with a newer server version', () => {
    expect(chooseCopyOnOpen({ version: 3, unsavedEdits: false }, { version: 4 })).toBe('server');
  });

  it('reports a conflict, keeping the local copy, when both changed', () => {
    expect(chooseCopyOnOpen({ version: 3, unsavedEdits: true }, { version: 4 })).toBe('conflict');
  });
});
