import { describe, expect, it } from 'vitest';
import { parseClientMessage } from '../../src/collab';
import { ValidationError } from '../../src/errors';
import { classifySaveFailure } from '../machines/saveFailure';
import { CONNECTION_LOST_MESSAGE, createSaveTracker } from './saveTracker';

function tracked(options?: { unsavedAtStart?: boolean }) {
  const sent: string[] = [];
  const tracker = createSaveTracker((payload) => sent.push(payload), options);
  const lastId = () => parseClientMessage(sent.at(-1)!)!.id;
  return { tracker, sent, lastId };
}

describe('createSaveTracker', () => {
  it('sends a save request and resolves with the version the server stored', async () => {
    const { tracker, sent, lastId } = tracked();
    tracker.noteLocalChange();
    const saved = tracker.request();
    expect(parseClientMessage(sent[0]!)).toMatchObject({ type: 'save.request' });
    expect(tracker.isSaving()).toBe(true);
    tracker.receive({ type: 'save.done', id: lastId(), version: 7 });
    await expect(saved).resolves.toBe(7);
    expect([tracker.isSaving(), tracker.hasUnsaved()]).toStrictEqual([false, false]);
  });

  it('keeps an edit made while the save was in flight unsaved', async () => {
    const { tracker, lastId } = tracked();
    tracker.noteLocalChange();
    const saved = tracker.request();
    tracker.noteLocalChange();
    tracker.receive({ type: 'save.done', id: lastId(), version: 3 });
    await saved;
    expect(tracker.hasUnsaved()).toBe(true);
  });

  it('starts unsaved when the opened copy held unsaved edits', () => {
    expect(tracked({ unsavedAtStart: true }).tracker.hasUnsaved()).toBe(true);
    expect(tracked().tracker.hasUnsaved()).toBe(false);
  });

  it('rejects with the typed error the same HTTP answer makes, so the snackbar shows the same message', async () => {
    const { tracker, lastId } = tracked();
    tracker.noteLocalChange();
    const saved = tracker.request();
    tracker.receive({
      type: 'save.failed',
      id: lastId(),
      status: 422,
      body: { message: 'x', errors: { url: ['Another page of this store already uses this url'] } },
    });
    const error = await saved.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect(classifySaveFailure(error)).toStrictEqual({
      kind: 'rejected',
      status: 422,
      message: 'Page failed validation: url. Another page of this store already uses this url',
      fields: ['url'],
    });
    expect(tracker.hasUnsaved()).toBe(true);
  });

  it('fails outstanding saves as network failures when the connection drops', async () => {
    const { tracker } = tracked();
    const saved = tracker.request();
    tracker.disconnected();
    const error = await saved.catch((caught: unknown) => caught);
    expect(error).toStrictEqual(new TypeError(CONNECTION_LOST_MESSAGE));
    expect(classifySaveFailure(error)).toStrictEqual({ kind: 'network' });
  });

  it('ignores answers to requests it did not send and the stored broadcast', () => {
    const { tracker } = tracked();
    tracker.noteLocalChange();
    tracker.receive({ type: 'save.done', id: 'someone-else', version: 9 });
    tracker.receive({ type: 'page.stored', version: 9 });
    expect(tracker.hasUnsaved()).toBe(true);
  });

  it('tells listeners when unsaved or saving may have changed', async () => {
    const { tracker, lastId } = tracked();
    let calls = 0;
    const stop = tracker.onChange(() => (calls += 1));
    tracker.noteLocalChange();
    tracker.noteLocalChange();
    const saved = tracker.request();
    tracker.receive({ type: 'save.done', id: lastId(), version: 2 });
    await saved;
    stop();
    tracker.noteLocalChange();
    expect(calls).toBe(3);
  });
});
