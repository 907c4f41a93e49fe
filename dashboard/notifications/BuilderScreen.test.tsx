// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../src/format';
import { createSnackbarStore } from '../../src/ui';
import { BuilderScreen } from './BuilderScreen';
import {
  NotificationsApiContext,
  type NotificationsApi,
  type SentNotification,
} from './notificationsApi';

afterEach(cleanup);

const sentRow: SentNotification = {
  id: 1,
  title: 'Spring sale',
  template: 'Shove',
  audience: 'all-customers',
  createdAt: '2026-03-01T10:00:00.000Z',
  scheduledAt: null,
  sentAt: '2026-03-01T10:00:00.000Z',
  version: 1,
  delivered: 4,
  opened: 3,
};

async function setup(search = '', rows: SentNotification[] = [sentRow]) {
  const api: NotificationsApi = {
    sent: vi.fn(async () => rows),
    compose: vi.fn(async () => ({
      ...sentRow,
      id: 2,
      sentAt: null,
      scheduledAt: '2030-01-01T09:30:00.000Z',
    })),
    products: vi.fn(async () => [{ id: 9, name: 'Fox Tee' }]),
    cancel: vi.fn(async () => ({ ...sentRow, audience: 'cancelled' })),
  };
  await act(async () => {
    render(
      <NotificationsApiContext.Provider value={api}>
        <BuilderScreen divisionId={3} search={search} snackbar={createSnackbarStore()} />
      </NotificationsApiContext.Provider>,
    );
  });
  return api;
}

describe('BuilderScreen', () => {
  it('prefills from the query and previews the text as each template', async () => {
    await setup('?title=Sale&body=Half+off&related=42&href=%2Fsale%2F');
    expect(screen.getByLabelText(/^Title/)).toHaveProperty('value', 'Sale');
    expect(screen.getByLabelText('Body')).toHaveProperty('value', 'Half off');
    expect(screen.getByLabelText('Related')).toHaveProperty('value', '42');
    expect(screen.getByLabelText(/^Link/)).toHaveProperty('value', '/sale/');
    const preview = screen.getByRole('region', { name: 'Preview' });
    for (const name of ['Shove', 'Bag', 'Simple'])
      expect(within(preview).getByText(name, { selector: 'figcaption' })).toBeTruthy();
    expect(within(preview).getAllByText('Sale')).toHaveLength(3);
  });

  it('shows delivered and opened counts', async () => {
    await setup();
    const row = screen.getByRole('row', { name: /Spring sale/ });
    expect(within(row).getByText('4')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
  });

  it('asks to confirm a schedule, showing the time, then sends it', async () => {
    const api = await setup('?title=Flash');
    fireEvent.click(screen.getByLabelText('Later'));
    fireEvent.change(screen.getByLabelText(/^Send at/), { target: { value: '2030-01-01T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule notification' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Schedule notification' });
    const iso = new Date('2030-01-01T09:30').toISOString();
    expect(dialog.textContent).toContain(formatDate(iso));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    });
    expect(api.compose).toHaveBeenCalledWith(
      3,
      expect.objectContaining({ title: 'Flash', scheduledAt: iso }),
    );
  });

  it('cancels a scheduled notification at the version shown', async () => {
    const scheduled = {
      ...sentRow,
      id: 7,
      title: 'Later',
      sentAt: null,
      scheduledAt: '2030-01-01T00:00:00.000Z',
      version: 3,
    };
    const api = await setup('', [sentRow, scheduled]);
    expect(screen.queryByRole('button', { name: 'Cancel Spring sale' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel Later' }));
    });
    expect(api.cancel).toHaveBeenCalledWith(3, 7, 3);
  });

  it('says the title is missing before sending', async () => {
    const api = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(screen.getByRole('alert').textContent).toBe('Give the notification a title');
    expect(api.compose).not.toHaveBeenCalled();
  });

  it('adds buttons, questions, a dismiss button and a footer link, previewed in each template', async () => {
    const api = await setup('?title=Sizes');
    fireEvent.click(screen.getByRole('button', { name: 'Add button' }));
    fireEvent.change(screen.getByLabelText('Button 1 label'), { target: { value: 'Send' } });
    fireEvent.change(screen.getByLabelText('Button 1 link'), {
      target: { value: 'https://example.com/answers' },
    });
    fireEvent.click(screen.getByLabelText('Primary'));
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    fireEvent.change(screen.getByLabelText('Question 1'), { target: { value: 'Shoe size' } });
    fireEvent.change(screen.getByLabelText('Question 1 answer type'), {
      target: { value: 'number' },
    });
    fireEvent.change(screen.getByLabelText(/^Dismiss button label/), {
      target: { value: 'Not now' },
    });
    fireEvent.change(screen.getByLabelText('Footer link label'), {
      target: { value: 'All offers' },
    });
    fireEvent.change(screen.getByLabelText('Footer link'), { target: { value: '/offers/' } });

    const preview = screen.getByRole('region', { name: 'Preview' });
    for (const text of ['Send', 'Not now', 'All offers', 'Shoe size'])
      expect(within(preview).getAllByText(text)).toHaveLength(3);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send notification' }));
    });
    expect(api.compose).toHaveBeenCalledWith(
      3,
      expect.objectContaining({
        actions: [{ text: 'Send', href: 'https://example.com/answers', primary: true }],
        formFields: [{ label: 'Shoe size', type: 'number' }],
        dismissAction: { text: 'Not now', href: '', primary: false },
        footerAction: { text: 'All offers', href: '/offers/', primary: false },
      }),
    );
  });
});
