import { describe, expect, it } from 'vitest';
import { saveStatus } from './saveStatus';

describe('saveStatus', () => {
  it('shows saving while the flag is on (it lingers 500 ms after a save)', () => {
    expect(saveStatus({ savingFlag: true, status: 'idle', hasUnsavedChanges: false })).toBe('saving');
  });
  it('puts conflicts and offline first', () => {
    expect(saveStatus({ savingFlag: true, status: 'conflict', hasUnsavedChanges: true })).toBe('conflict');
    expect(saveStatus({ savingFlag: false, status: 'offline', hasUnsavedChanges: true })).toBe('offline');
  });
  it('tells saved from unsaved and failed', () => {
    expect(saveStatus({ savingFlag: false, status: 'idle', hasUnsavedChanges: false })).toBe('saved');
    expect(saveStatus({ savingFlag: false, status: 'dirty', hasUnsavedChanges: true })).toBe('unsaved');
    expect(saveStatus({ savingFlag: false, status: 'failed', hasUnsavedChanges: true })).toBe('error');
  });
});
