import { describe, expect, it } from 'vitest';
import type { CollabStatus } from '../collab/collabStatus';
import type { SaveIndicator } from '../machines/react';
import { clockTime, saveStatus, type SaveStatusView } from './saveStatus';

type Save = Pick<SaveIndicator, 'status' | 'isSaving' | 'hasUnsavedChanges'>;

const idle: Save = { status: 'idle', isSaving: false, hasUnsavedChanges: false };
const dirty: Save = { status: 'dirty', isSaving: false, hasUnsavedChanges: true };
const inFlight: Save = { status: 'saving', isSaving: true, hasUnsavedChanges: true };
const lingering: Save = { status: 'idle', isSaving: true, hasUnsavedChanges: false };
const offline: Save = { status: 'offline', isSaving: false, hasUnsavedChanges: true };
const failed: Save = { status: 'failed', isSaving: false, hasUnsavedChanges: true };
const conflict: Save = { status: 'conflict', isSaving: false, hasUnsavedChanges: true };

// Built in the local time zone, so the expected clock time holds wherever the test runs.
const fourPastTwo = new Date(2026, 10, 26, 14, 4, 59);

const status = (
  save: Save,
  collab: CollabStatus | null,
  savedAt: Date | null = null,
): SaveStatusView => saveStatus({ save, collab, savedAt });

const SAVED = { state: 'saved', text: 'All changes saved', retry: false };
const SAVED_AT = { state: 'saved', text: 'All changes saved at 14:04', retry: false };
const SAVING = { state: 'saving', text: 'Saving…', retry: false };
const CONNECTING = { state: 'connecting', text: 'Connecting…', retry: false };
const OFFLINE = {
  state: 'offline',
  text: 'Offline – your changes are kept on this device',
  retry: false,
};
const ERROR = { state: 'error', text: 'Not saved', retry: true };
const CONFLICT = { state: 'conflict', text: 'Someone else saved a newer version', retry: false };

describe('saveStatus: one status from the saving machine and the collaboration channel', () => {
  it('says saved, with the time of the last save once there was one', () => {
    expect(status(idle, 'synced')).toEqual(SAVED);
    expect(status(idle, 'synced', fourPastTwo)).toEqual(SAVED_AT);
    expect(status(idle, null, fourPastTwo)).toEqual(SAVED_AT);
  });

  it('says saving from the first edit (autosave pending) until the 500 ms flag ends, never "unsaved" beside "connected"', () => {
    expect(status(dirty, 'connected')).toEqual(SAVING);
    expect(status(inFlight, 'connected')).toEqual(SAVING);
    expect(status(lingering, 'synced', fourPastTwo)).toEqual(SAVING);
    expect(status(dirty, null)).toEqual(SAVING);
  });

  it('trusts the machine for "saved" when the channel still counts edits a save over HTTP stored', () => {
    expect(status(idle, 'connected', fourPastTwo)).toEqual(SAVED_AT);
  });

  it('says connecting while the channel is not in touch and nothing is unsaved', () => {
    expect(status(idle, 'connecting')).toEqual(CONNECTING);
    expect(status(idle, 'offline-with-unsaved', fourPastTwo)).toEqual(CONNECTING);
    expect(status(lingering, 'connecting')).toEqual(SAVING);
  });

  it('says offline when edits are kept on this device: the channel is down, or a save got no answer', () => {
    expect(status(dirty, 'offline-with-unsaved')).toEqual(OFFLINE);
    expect(status(inFlight, 'offline-with-unsaved')).toEqual(OFFLINE);
    expect(status(offline, 'offline-with-unsaved')).toEqual(OFFLINE);
    expect(status(offline, null)).toEqual(OFFLINE);
    expect(status(offline, 'synced')).toEqual(OFFLINE);
  });

  it('offers Retry only when the server refused the save', () => {
    expect(status(failed, 'synced', fourPastTwo)).toEqual(ERROR);
    expect(status(failed, null)).toEqual(ERROR);
    expect(status(failed, 'offline-with-unsaved')).toEqual(ERROR);
  });

  it('names a conflict whatever the channel says (the conflict bar offers the choices)', () => {
    expect(status(conflict, 'synced')).toEqual(CONFLICT);
    expect(status(conflict, 'offline-with-unsaved')).toEqual(CONFLICT);
  });
});

describe('clockTime', () => {
  it('is HH:MM on the 24-hour clock', () => {
    expect(clockTime(fourPastTwo)).toBe('14:04');
    expect(clockTime(new Date(2026, 0, 1, 0, 7))).toBe('00:07');
    expect(clockTime(new Date(2026, 0, 1, 9, 30))).toBe('09:30');
  });
});
