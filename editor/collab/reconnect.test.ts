// @vitest-environment jsdom
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { onNetworkReturn, RECONNECT_BACKOFF, safeNodeWebSocket } from './reconnect';

describe('reconnecting', () => {
  it('tries at once when the network comes back or the tab is shown again, until stopped', () => {
    const reconnect = vi.fn();
    const stop = onNetworkReturn(reconnect);
    window.dispatchEvent(new Event('online'));
    expect(reconnect).toHaveBeenCalledTimes(1);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reconnect).toHaveBeenCalledTimes(1);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reconnect).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('online'));
    expect(reconnect).toHaveBeenCalledTimes(2);
  });

  it('never waits more than 4 s between tries', () => {
    expect(RECONNECT_BACKOFF.maxDelay).toBeLessThanOrEqual(4_000);
  });

  it("keeps a Node socket's late error from ending the process", () => {
    class FakeNodeSocket extends EventEmitter {}
    const socket = new (safeNodeWebSocket(FakeNodeSocket))();
    expect(() => socket.emit('error', new Error('closed before established'))).not.toThrow();
  });
});
