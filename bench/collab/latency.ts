import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { TestClient } from '../../tests/collab/support';

const ROOT = 'bench';

/**
 * Propagation latency through the collaboration server: `sender` writes a sequence
 * number into the shared document, `receiver` (another connection) observes it arrive.
 * One change in flight at a time, so each sample is one trip: client -> server -> client.
 */
export async function documentLatencies(
  sender: TestClient,
  receiver: TestClient,
  samples: number,
): Promise<number[]> {
  const incoming = receiver.doc.getMap<number>(ROOT);
  const outgoing = sender.doc.getMap<number>(ROOT);
  const latencies: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const marker = Date.now() * 1000 + i;
    const arrived = new Promise<number>((resolve) => {
      const observer = () => {
        if (incoming.get('seq') !== marker) return;
        incoming.unobserve(observer);
        resolve(performance.now());
      };
      incoming.observe(observer);
    });
    const sentAt = performance.now();
    outgoing.set('seq', marker);
    latencies.push((await arrived) - sentAt);
  }
  return latencies;
}

/** The same trip through a bare ws relay: the floor of any websocket fan-out. */
export async function relayLatencies(url: string, samples: number): Promise<number[]> {
  const open = (): Promise<WebSocket> =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
  const [sender, receiver] = await Promise.all([open(), open()]);
  const latencies: number[] = [];
  try {
    for (let i = 0; i < samples; i += 1) {
      const arrived = new Promise<number>((resolve) =>
        receiver.once('message', () => resolve(performance.now())),
      );
      const sentAt = performance.now();
      sender.send(Buffer.from([1, 2, 3, 4, i & 0xff]));
      latencies.push((await arrived) - sentAt);
    }
  } finally {
    sender.close();
    receiver.close();
  }
  return latencies;
}

/**
 * Updates per second from one client to another: `count` changes sent at once, timed
 * from the first send until the receiver holds the last.
 */
export async function deliveredPerSecond(
  sender: TestClient,
  receiver: TestClient,
  count: number,
): Promise<number> {
  const incoming = receiver.doc.getMap<number>(ROOT);
  const outgoing = sender.doc.getMap<number>(ROOT);
  const last = Date.now() * 1000 + count;
  const done = new Promise<number>((resolve) => {
    const observer = () => {
      if (incoming.get('burst') !== last) return;
      incoming.unobserve(observer);
      resolve(performance.now());
    };
    incoming.observe(observer);
  });
  const startedAt = performance.now();
  for (let i = count - 1; i >= 0; i -= 1) outgoing.set('burst', last - i);
  const finishedAt = await done;
  return count / ((finishedAt - startedAt) / 1000);
}
