// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ValidationError } from '../../src/errors';
import { pageSchema } from '../../src/model';
import {
  DISCARD_CONFIRMATION,
  PUBLISHING_MESSAGES,
  type PageVersionSummary,
  type PublishingState,
} from '../../src/publishing';
import type { PublishingClient } from '../../src/publishing/client';
import { PublishControls, type PublishControlsProps } from './PublishControls';
import { isPublishShortcut } from './shortcut';
import { localInputToIso, publishStatusLine } from './statusText';

afterEach(cleanup);

const utc = 'UTC';
const sam = { id: 7, name: 'Sam Seller' };
const version = (number: number, publishedAt: string): PageVersionSummary => ({
  number,
  pageVersion: number,
  url: '/about/',
  title: 'About',
  publishedAt,
  publishedBy: sam,
});
const state = (more: Partial<PublishingState>): PublishingState => ({
  pageId: 5,
  draftVersion: 3,
  state: 'never',
  published: null,
  scheduled: null,
  ...more,
});
const published = state({ state: 'published', published: version(2, '2026-11-26T14:07:00.000Z') });
const page = pageSchema.parse({ id: 5, url: '/about/', properties: { title: { value: 'About' } } });

function fakeClient(initial: PublishingState): PublishingClient & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    state: vi.fn(async () => initial),
    publish: vi.fn(async () => {
      calls.push('publish');
      return published;
    }),
    history: vi.fn(async () => [
      version(2, '2026-11-26T14:07:00.000Z'),
      version(1, '2026-11-25T09:00:00.000Z'),
    ]),
    version: vi.fn(async () => page),
    restore: vi.fn(async (_d, _p, number: number) => ({
      message: PUBLISHING_MESSAGES.restored(number),
      page,
      publishing: state({ state: 'changes', published: published.published }),
    })),
    publishVersion: vi.fn(async () => published),
    discard: vi.fn(async () => ({
      message: PUBLISHING_MESSAGES.discarded,
      page,
      publishing: published,
    })),
    schedule: vi.fn(async (_d, _p, publishAt: string) =>
      state({ scheduled: { publishAt, scheduledBy: sam } }),
    ),
    cancelSchedule: vi.fn(async () => state({})),
  };
}

async function renderControls(client: PublishingClient, more: Partial<PublishControlsProps> = {}) {
  const props: PublishControlsProps = {
    divisionId: 1,
    pageId: 5,
    draftVersion: 3,
    hasUnsavedChanges: false,
    flushDraft: vi.fn(async () => undefined),
    onDraftReplaced: vi.fn(),
    notify: vi.fn(),
    client,
    timeZone: utc,
    ...more,
  };
  await act(async () => {
    render(<PublishControls {...props} />);
  });
  return props;
}

describe('publish status line', () => {
  it('says Published with when and who, or Draft: unpublished changes with the last publish', () => {
    expect(publishStatusLine(published, false, utc)).toEqual({
      kind: 'published',
      label: 'Published',
      detail: '26/11/26 02:07 pm by Sam Seller',
    });
    expect(publishStatusLine(published, true, utc)).toEqual({
      kind: 'draft',
      label: 'Draft: unpublished changes',
      detail: 'Last published 26/11/26 02:07 pm by Sam Seller',
    });
    expect(publishStatusLine(state({}), false, utc)).toEqual({
      kind: 'draft',
      label: 'Draft: unpublished changes',
      detail: 'Never published',
    });
  });

  it('reads a datetime-local value as local time, and refuses an empty one', () => {
    expect(localInputToIso('2026-12-01T09:30')).toBe(new Date(2026, 11, 1, 9, 30).toISOString());
    expect(localInputToIso('')).toBeNull();
  });

  it('publishes on Ctrl+Shift+P, or Cmd+Shift+P on a Mac', () => {
    const key = { key: 'P', shiftKey: true, ctrlKey: true, metaKey: false, altKey: false };
    expect(isPublishShortcut(key, 'other')).toBe(true);
    expect(isPublishShortcut({ ...key, ctrlKey: false, metaKey: true }, 'mac')).toBe(true);
    expect(isPublishShortcut({ ...key, shiftKey: false }, 'other')).toBe(false);
    expect(isPublishShortcut(key, 'mac')).toBe(false);
  });
});

describe('PublishControls', () => {
  it('publishes the draft after storing pending edits, from the button and from Ctrl+Shift+P', async () => {
    const client = fakeClient(state({}));
    const props = await renderControls(client);
    expect(screen.getByRole('status').textContent).toBe(
      'Draft: unpublished changes · Never published',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish' })));
    expect(props.flushDraft).toHaveBeenCalled();
    expect(client.calls).toEqual(['publish']);
    expect(props.notify).toHaveBeenCalledWith('Page published');
    expect(screen.getByRole('status').textContent).toBe(
      'Published · 26/11/26 02:07 pm by Sam Seller',
    );
    await act(async () => fireEvent.keyDown(window, { key: 'P', ctrlKey: true, shiftKey: true }));
    expect(client.calls).toEqual(['publish', 'publish']);
  });

  it('lists versions with who and when; Escape closes and gives focus back; restore and publish a version', async () => {
    const client = fakeClient(published);
    const props = await renderControls(client);
    const historyButton = screen.getByRole('button', { name: 'History' });
    historyButton.focus();
    await act(async () => fireEvent.click(historyButton));
    const dialog = screen.getByRole('dialog', { name: 'Version history' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Version 2',
      'Version 1',
    ]);
    expect(items[1]?.textContent).toContain('published 25/11/26 09:00 am by Sam Seller');
    expect(dialog.contains(document.activeElement)).toBe(true);

    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Preview version 1' })),
    );
    expect(within(dialog).getByRole('region', { name: 'Preview of version 1' })).toBeTruthy();

    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(historyButton);

    await act(async () => fireEvent.click(historyButton));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Restore as draft (version 1)' })),
    );
    expect(client.restore).toHaveBeenCalledWith(1, 5, 1);
    expect(props.onDraftReplaced).toHaveBeenCalledWith(page);
    expect(props.notify).toHaveBeenCalledWith('Version 1 restored as the draft');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Draft: unpublished changes');

    await act(async () => fireEvent.click(historyButton));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Publish this version (version 1)' })),
    );
    expect(client.publishVersion).toHaveBeenCalledWith(1, 5, 1);
  });

  it('asks before discarding the draft, with the focus on Cancel', async () => {
    const client = fakeClient(state({ state: 'changes', published: published.published }));
    const props = await renderControls(client);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Discard draft' })));
    const dialog = screen.getByRole('alertdialog', { name: DISCARD_CONFIRMATION.title });
    expect(dialog.textContent).toContain(DISCARD_CONFIRMATION.text);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: DISCARD_CONFIRMATION.confirm })),
    );
    expect(client.discard).toHaveBeenCalledWith(1, 5);
    expect(props.notify).toHaveBeenCalledWith('Draft discarded');
    expect(screen.getByRole('status').textContent).toContain('Published');
  });

  it('schedules a publish from a labelled date-time field, shows a refusal there, and cancels it', async () => {
    const client = fakeClient(state({}));
    vi.mocked(client.schedule).mockRejectedValueOnce(
      new ValidationError(PUBLISHING_MESSAGES.scheduleInPast, []),
    );
    await renderControls(client);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Schedule' })));
    const dialog = screen.getByRole('dialog', { name: 'Schedule publish' });
    const input = within(dialog).getByLabelText('Publish at');
    expect(document.activeElement).toBe(input);
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule publish' })),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe(PUBLISHING_MESSAGES.scheduleInvalid);
    fireEvent.change(input, { target: { value: '2020-01-01T09:00' } });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule publish' })),
    );
    expect(within(dialog).getByRole('alert').textContent).toBe(PUBLISHING_MESSAGES.scheduleInPast);
    fireEvent.change(input, { target: { value: '2030-01-01T09:00' } });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule publish' })),
    );
    expect(client.schedule).toHaveBeenLastCalledWith(
      1,
      5,
      new Date(2030, 0, 1, 9, 0).toISOString(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Publish scheduled for');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel schedule' })));
    expect(client.cancelSchedule).toHaveBeenCalledWith(1, 5);
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeTruthy();
  });
});
