import { describe, expect, it } from 'vitest';
import { createTracker } from './tracker';

function harness() {
  const sent: string[] = [];
  const beacons: string[] = [];
  let tick: (() => void) | null = null;
  let interval = 0;
  const tracker = createTracker(
    {
      send: (body) => sent.push(body),
      beacon: (body) => (beacons.push(body), true),
      setInterval: (run, ms) => {
        tick = run;
        interval = ms;
        return () => (tick = null);
      },
    },
    () => 'visitor-0001',
  );
  return { tracker, sent, beacons, tick: () => tick?.(), interval: () => interval };
}

describe('the storefront event tracker', () => {
  it('sends nothing before it starts, then batches every 30 s', () => {
    const h = harness();
    h.tracker.pageView('/');
    h.tracker.pageView('/shop/');
    h.tracker.flush();
    expect(h.sent).toEqual([]);
    h.tracker.start();
    expect(h.interval()).toBe(30_000);
    h.tick();
    expect(h.sent.map((body) => JSON.parse(body))).toStrictEqual([
      {
        events: [
          { name: 'page_view', data: { visitor: 'visitor-0001', path: '/', landing: true } },
          { name: 'page_view', data: { visitor: 'visitor-0001', path: '/shop/', landing: false } },
        ],
      },
    ]);
    h.tick();
    expect(h.sent).toHaveLength(1);
  });

  it('flushes by beacon on page hide, and drops everything when stopped', () => {
    const h = harness();
    h.tracker.start();
    h.tracker.track('add_to_basket', { productId: 3 });
    h.tracker.flushOnHide();
    expect(JSON.parse(h.beacons[0]!)).toStrictEqual({
      events: [{ name: 'add_to_basket', data: { visitor: 'visitor-0001', productId: 3 } }],
    });
    h.tracker.track('checkout', {});
    h.tracker.stop();
    expect(h.tracker.pending()).toBe(0);
  });

  it('splits a long queue into batches of 500', () => {
    const h = harness();
    for (let i = 0; i < 1_200; i++) h.tracker.pageView(`/p${i}/`);
    h.tracker.start();
    h.tracker.flush();
    expect(h.sent.map((body) => (JSON.parse(body) as { events: unknown[] }).events.length)).toEqual(
      [500, 500, 200],
    );
  });
});
