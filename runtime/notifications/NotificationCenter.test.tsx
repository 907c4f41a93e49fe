// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../src/notifications';
import { NotificationCenter } from './NotificationCenter';

afterEach(() => {
  cleanup();
  document.title = '';
});

const base = (id: number, title: string, extra: Partial<Notification> = {}): Notification => ({
  id,
  title,
  body: '',
  image: null,
  href: null,
  position: 'top-right',
  data: {},
  tag: null,
  formFields: [],
  actions: [],
  dismissAction: null,
  footerAction: null,
  createdAt: `2026-01-0${id}T00:00:00.000Z`,
  scheduledAt: null,
  deletedAt: null,
  openedAt: null,
  template: 'Simple',
  replacePrevious: false,
  mergable: false,
  ...extra,
});

async function setup(list: Notification[]) {
  document.title = 'Shop | Demo Store';
  const get = vi.fn(async () => ({
    status: 200,
    body: { notifications: list, unread: list.filter((n) => !n.openedAt).length },
  }));
  const post = vi.fn(async (path: string) => ({ unread: path.includes('/read/') ? 0 : 1 }));
  const navigate = vi.fn();
  const runHandler = vi.fn();
  await act(async () => {
    render(
      <NotificationCenter get={get} post={post} navigate={navigate} runHandler={runHandler} />,
    );
  });
  return { get, post, navigate, runHandler };
}

describe('NotificationCenter', () => {
  it('shows the unread count on the bell and in the title', async () => {
    await setup([base(1, 'Sale', { href: '/sale/' })]);
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(document.title).toBe('(1) Shop | Demo Store');
  });

  it('opens one: marks it read, then follows its link; the title loses the count', async () => {
    const deps = await setup([base(1, 'Sale', { href: '/sale/' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Unread Sale/ }));
    });
    expect(deps.post).toHaveBeenCalledWith('/notifications/1/read/', {});
    expect(deps.navigate).toHaveBeenCalledWith('/sale/');
    expect(document.title).toBe('Shop | Demo Store');
  });

  it('puts link-less ones in the header group and runs an action’s handler', async () => {
    const deps = await setup([
      base(1, 'Linked', { href: '/x/' }),
      base(2, 'Plain', { actions: [{ text: 'Chat', href: '{openChat}', primary: true }] }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const groups = panel.querySelectorAll('ul');
    expect(within(groups[0] as HTMLElement).getByText('Plain')).toBeTruthy();
    expect(within(groups[1] as HTMLElement).getByText('Linked')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    });
    expect(deps.runHandler).toHaveBeenCalledWith('openChat');
  });

  it('deletes through the spec’s mark-as-deleted call', async () => {
    const deps = await setup([base(4, 'Old')]);
    fireEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete notification: Old' }));
    });
    expect(deps.post).toHaveBeenCalledWith('/notifications/dashboard/mark-as-deleted/4/', {});
    expect(screen.queryByText('Old')).toBeNull();
  });

  it('has our server post the form fields to an http(s) action; dismisses and follows the footer', async () => {
    const deps = await setup([
      base(5, 'Your size?', {
        href: '/sale/',
        data: { related: '42' },
        formFields: [{ name: 'shoe_size', label: 'Shoe size', type: 'number' }],
        actions: [{ text: 'Send', href: 'https://example.com/answers', primary: true }],
        dismissAction: { text: 'Not now', href: '', primary: false },
        footerAction: { text: 'All offers', href: '/offers/', primary: false },
      }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    const form = screen.getByRole('form', { name: 'Reply to Your size?' });
    fireEvent.change(within(form).getByLabelText('Shoe size'), { target: { value: '9' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    });
    expect(deps.post).toHaveBeenCalledWith('/notifications/5/read/', {});
    expect(deps.post).toHaveBeenCalledWith('/notifications/5/relay/', {
      href: 'https://example.com/answers',
      values: { shoe_size: '9' },
    });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'All offers' }));
    });
    expect(deps.navigate).toHaveBeenCalledWith('/offers/');
    // Following a link closed the panel: open it again to dismiss.
    fireEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    });
    expect(deps.post).toHaveBeenCalledWith('/notifications/dashboard/mark-as-deleted/5/', {});
    expect(screen.queryByText('Your size?')).toBeNull();
  });
});
