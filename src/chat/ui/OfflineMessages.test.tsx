// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConflictError } from '../../errors';
import type { ChatApi } from '../chatApi';
import type { OfflineMessageView } from '../offlineMessages';
import { OfflineMessages } from './OfflineMessages';

afterEach(cleanup);

const left: OfflineMessageView = {
  id: 5,
  divisionId: 1,
  groupId: 3,
  name: 'Bo',
  email: 'bo@example.com',
  message: 'Do you ship to Norway?',
  createdAt: '2026-03-01T10:00:00.000Z',
  readAt: null,
  handledAt: null,
  repliedAt: null,
  version: 1,
};

function fakeApi(overrides: Partial<ChatApi> = {}) {
  return {
    offlineMessages: vi.fn(async () => [left]),
    openOfflineMessage: vi.fn(async () => ({ ...left, readAt: '2026-03-01T11:00:00.000Z' })),
    replyToOfflineMessage: vi.fn(async () => ({
      offlineMessage: { ...left, readAt: 'x', repliedAt: 'y', handledAt: 'y', version: 2 },
      message: 'Your reply was emailed.',
    })),
    setOfflineHandled: vi.fn(),
    ...overrides,
  } as unknown as ChatApi;
}

describe('offline messages screen', () => {
  it('opens a message, checks the reply, sends it and shows it handled', async () => {
    const api = fakeApi();
    render(<OfflineMessages api={api} scope={{ kind: 'store', division: '1' }} />);
    fireEvent.click(await screen.findByRole('button', { name: /Bo/ }));
    await screen.findByRole('heading', { name: 'Message from Bo' });
    expect(api.openOfflineMessage).toHaveBeenCalledWith({ kind: 'store', division: '1' }, 5);
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please write a reply');
    fireEvent.change(screen.getByLabelText(/Reply by email to bo@example.com/), {
      target: { value: 'Yes, we do.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await screen.findByText('Your reply was emailed.');
    expect(api.replyToOfflineMessage).toHaveBeenCalledWith(
      { kind: 'store', division: '1' },
      5,
      'Yes, we do.',
      1,
    );
    expect(screen.getByRole('button', { name: 'Mark as not handled' })).toBeTruthy();
  });

  it('shows a message changed meanwhile as it is now', async () => {
    const api = fakeApi({
      setOfflineHandled: vi.fn(async () => {
        throw new ConflictError('This message changed in the meantime. It now shows as it is.', {
          page: { ...left, handledAt: 'z', version: 3 },
        });
      }),
    });
    render(<OfflineMessages api={api} scope={{ kind: 'staff' }} />);
    fireEvent.click(await screen.findByRole('button', { name: /Bo/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as handled' }));
    await screen.findByText('This message changed in the meantime. It now shows as it is.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark as not handled' })).toBeTruthy(),
    );
  });

  it('says so when nobody left a message', async () => {
    render(
      <OfflineMessages
        api={fakeApi({ offlineMessages: vi.fn(async () => []) })}
        scope={{ kind: 'staff' }}
      />,
    );
    await screen.findByRole('heading', { name: 'No messages left' });
  });
});
