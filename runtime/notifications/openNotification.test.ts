import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../src/notifications';
import { openNotification } from './openNotification';

const notification = (href: string | null): Notification => ({
  id: 1,
  title: 'Hi',
  body: '',
  image: null,
  href,
  position: 'top-right',
  data: { orderHash: 'abc' },
  tag: null,
  formFields: [],
  actions: [],
  dismissAction: null,
  footerAction: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  scheduledAt: null,
  deletedAt: null,
  openedAt: null,
  template: 'Simple',
  replacePrevious: false,
  mergable: false,
});

describe('openNotification', () => {
  const deps = () => ({
    runHandler: vi.fn(),
    navigate: vi.fn(),
    post: vi.fn(async () => undefined),
  });
  it('runs the named handler of an {address} link', async () => {
    const d = deps();
    await openNotification(notification('{openChat}'), d);
    expect(d.runHandler).toHaveBeenCalledWith('openChat');
  });
  it('posts the data to an http(s) link', async () => {
    const d = deps();
    await openNotification(notification('https://hooks.example/x'), d);
    expect(d.post).toHaveBeenCalledWith('https://hooks.example/x', { orderHash: 'abc' });
    expect(d.navigate).not.toHaveBeenCalled();
  });
  it('navigates to a store path and does nothing without a link', async () => {
    const d = deps();
    await openNotification(notification('/receipt/abc'), d);
    await openNotification(notification(null), d);
    expect(d.navigate).toHaveBeenCalledTimes(1);
    expect(d.runHandler).not.toHaveBeenCalled();
  });
});
