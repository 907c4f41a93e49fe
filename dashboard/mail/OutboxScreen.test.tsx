// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from '../../src/errors';
import { formatDate } from '../../src/format';
import type { OutboxMessage, OutboxSummary } from '../../src/mail';
import { OutboxScreen } from './OutboxScreen';
import { fakeMailApi, renderWithMailApi } from './testing/testKit';

afterEach(cleanup);

const summary = (id: number, to: string, subject: string): OutboxSummary => ({
  id,
  to,
  subject,
  createdAt: `2026-03-0${id}T10:00:00.000Z`,
  pageId: 7,
});
const MESSAGES = [
  summary(5, 'second@example.com', 'Spring is here'),
  summary(2, 'first@example.com', 'Winter sale'),
];
const full = (message: OutboxSummary): OutboxMessage => ({
  ...message,
  html: `<p>${message.subject} body</p>`,
  text: `${message.subject} body`,
});

async function setup(overrides: Parameters<typeof fakeMailApi>[0] = {}, initialMessageId?: number) {
  const api = fakeMailApi({
    outbox: vi.fn(async () => MESSAGES),
    outboxMessage: vi.fn(async (_division: number, id: number) =>
      full(MESSAGES.find((message) => message.id === id)!),
    ),
    ...overrides,
  });
  await act(async () => {
    renderWithMailApi(<OutboxScreen divisionId={3} initialMessageId={initialMessageId} />, api);
  });
  return api;
}

const items = () =>
  within(screen.getByRole('navigation', { name: 'Stored emails' })).getAllByRole('button');

describe('<OutboxScreen>', () => {
  it('lists stored test emails in the order given (newest first) and opens the newest', async () => {
    const api = await setup();
    expect(api.outbox).toHaveBeenCalledWith(3);
    expect(items().map((item) => item.textContent)).toStrictEqual([
      `Spring is hereTo second@example.com${formatDate(MESSAGES[0]!.createdAt)}`,
      `Winter saleTo first@example.com${formatDate(MESSAGES[1]!.createdAt)}`,
    ]);
    expect(items()[0]!.getAttribute('aria-current')).toBe('true');
    const frame = screen.getByTitle('Email preview: Spring is here');
    expect([frame.getAttribute('sandbox'), frame.getAttribute('srcdoc')]).toStrictEqual([
      '',
      '<p>Spring is here body</p>',
    ]);
  });

  it('shows another message when chosen, text version included', async () => {
    const api = await setup();
    await act(async () => fireEvent.click(items()[1]!));
    expect(api.outboxMessage).toHaveBeenLastCalledWith(3, 2);
    expect(items()[1]!.getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Plain text' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Winter sale body');
  });

  it('opens the message it was asked for first', async () => {
    const api = await setup({}, 2);
    expect(api.outboxMessage).toHaveBeenCalledWith(3, 2);
    expect(screen.getByTitle('Email preview: Winter sale')).toBeTruthy();
  });

  it('says when there is nothing stored yet', async () => {
    await setup({ outbox: vi.fn(async () => []) });
    expect(
      screen.getByText("No test emails yet. Send one from a mail page's email preview."),
    ).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    const outbox = vi
      .fn()
      .mockRejectedValueOnce(
        errorFromResponse(403, { message: 'Insufficient permissions to access this page' }),
      )
      .mockResolvedValueOnce(MESSAGES);
    await setup({ outbox });
    expect(screen.getByRole('alert').textContent).toContain(
      'Insufficient permissions to access this page',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(items()).toHaveLength(2);
  });
});
