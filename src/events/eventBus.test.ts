import { describe, expect, it } from 'vitest';
import { createEventBus, EVENT_BUS_TIMEOUT_MS, EVENT_TIMED_OUT } from './eventBus';

function fakeTimers() {
  const pending = new Map<number, { run: () => void; at: number }>();
  let now = 0;
  let next = 1;
  return {
    timers: {
      setTimeout: (run: () => void, ms: number) => {
        pending.set(next, { run, at: now + ms });
        return next++;
      },
      clearTimeout: (handle: unknown) => void pending.delete(handle as number),
    },
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of pending)
        if (timer.at <= now) {
          pending.delete(id);
          timer.run();
        }
    },
  };
}

describe('the event bus', () => {
  it('times out after 30000 ms with the spec’s message', async () => {
    const clock = fakeTimers();
    const bus = createEventBus(clock.timers);
    const answer = bus.request('basket.open');
    clock.advance(EVENT_BUS_TIMEOUT_MS - 1);
    clock.advance(1);
    await expect(answer).rejects.toThrow(EVENT_TIMED_OUT);
    expect(EVENT_BUS_TIMEOUT_MS).toBe(30000);
    expect(EVENT_TIMED_OUT).toBe('Event timed out');
  });

  it('resolves with the first handler’s answer, and a cleanup unregisters it', async () => {
    const clock = fakeTimers();
    const bus = createEventBus(clock.timers);
    const off = bus.on('price', (payload) => (payload as number) * 2);
    await expect(bus.request('price', 21)).resolves.toBe(42);
    off();
    const late = bus.request('price', 1);
    clock.advance(EVENT_BUS_TIMEOUT_MS);
    await expect(late).rejects.toThrow('Event timed out');
  });
});
