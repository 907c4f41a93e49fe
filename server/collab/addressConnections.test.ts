import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, memoryAddressConnections } from './addressConnections';

const requestFrom = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('connections per address in one process', () => {
  it('refuses one over the maximum until a place is released, per address', async () => {
    const connections = memoryAddressConnections(2);
    const first = await connections.acquire('10.0.0.1');
    const second = await connections.acquire('10.0.0.1');
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(await connections.acquire('10.0.0.1')).toBeNull();
    expect(await connections.acquire('10.0.0.2')).not.toBeNull();
    first!();
    first!(); // a second release gives nothing back twice
    expect(await connections.acquire('10.0.0.1')).not.toBeNull();
    expect(await connections.acquire('10.0.0.1')).toBeNull();
  });
});

describe('the client address of an upgrade request', () => {
  it('is the peer without trusted proxies, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf(requestFrom('10.0.0.9', '1.2.3.4'), 0)).toBe('10.0.0.9');
  });

  it('is what the farthest trusted proxy saw, not what the client wrote', () => {
    // The client wrote 6.6.6.6 itself; the one load balancer saw 1.2.3.4.
    expect(clientAddressOf(requestFrom('10.0.0.9', '6.6.6.6, 1.2.3.4'), 1)).toBe('1.2.3.4');
    expect(clientAddressOf(requestFrom('10.0.0.9', '6.6.6.6, 1.2.3.4, 10.0.0.8'), 2)).toBe(
      '1.2.3.4',
    );
    expect(clientAddressOf(requestFrom('10.0.0.9'), 1)).toBe('10.0.0.9');
  });
});
