import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Redis } from 'ioredis';

/**
 * Open collaboration connections per client address (issue 23, section 4), so one address
 * cannot hold thousands of websockets. Counted in this process alone, or across every
 * process through Redis when REDIS_URL is set (N processes would otherwise allow N times
 * the connections).
 */
export interface AddressConnections {
  /** Takes a place for a new connection: its release, or null when the address is full. */
  acquire(address: string): Promise<(() => void) | null>;
  close(): Promise<void>;
}

export function memoryAddressConnections(max: number): AddressConnections {
  const open = new Map<string, number>();
  return {
    async acquire(address) {
      const count = open.get(address) ?? 0;
      if (count >= max) return null;
      open.set(address, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      };
    },
    async close() {},
  };
}

/**
 * Drops places whose process stopped renewing them, then takes one if the address has room.
 * KEYS[1]: the address's sorted set (member: a connection, score: when its place lapses).
 * ARGV: now, lapse time of the new place, its member, the maximum, the key's expiry (ms).
 */
const ACQUIRE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

export interface RedisAddressConnectionsOptions {
  redis: Redis;
  prefix: string;
  max: number;
  /** A place not renewed for this long is dropped (its process was killed). */
  lapseMs?: number;
  log?: (message: string, error?: unknown) => void;
}

/**
 * The count in Redis: one sorted set per address holding every process's connections.
 * Each process renews its own places while their sockets are open, so the places of a
 * killed process lapse within `lapseMs` instead of counting forever. When Redis does not
 * answer, connections are let through (logged) rather than refused.
 */
export function redisAddressConnections(
  options: RedisAddressConnectionsOptions,
): AddressConnections {
  const { redis, max } = options;
  const lapseMs = options.lapseMs ?? 60_000;
  const log = options.log ?? (() => {});
  const held = new Map<string, string>(); // member -> key
  const keyOf = (address: string) => `${options.prefix}:collab-connections:${address}`;
  const renew = setInterval(() => {
    if (held.size === 0) return;
    const lapse = Date.now() + lapseMs;
    const batch = redis.pipeline();
    for (const [member, key] of held) {
      batch.zadd(key, 'XX', lapse, member);
      batch.pexpire(key, lapseMs);
    }
    batch.exec().catch((error: unknown) => log('collab connection count: renewing failed', error));
  }, lapseMs / 3);
  renew.unref();

  return {
    async acquire(address) {
      const key = keyOf(address);
      const member = randomUUID();
      const now = Date.now();
      try {
        const taken = await redis.eval(
          ACQUIRE_SCRIPT,
          1,
          key,
          now,
          now + lapseMs,
          member,
          max,
          lapseMs,
        );
        if (taken !== 1) return null;
      } catch (error) {
        log('collab connection count: Redis did not answer, connection let through', error);
        return () => {};
      }
      held.set(member, key);
      return () => {
        if (!held.delete(member)) return;
        redis
          .zrem(key, member)
          .catch((error: unknown) => log('collab connection count: release failed', error));
      };
    },
    async close() {
      clearInterval(renew);
      const places = [...held];
      held.clear();
      if (places.length > 0) {
        const batch = redis.pipeline();
        for (const [member, key] of places) batch.zrem(key, member);
        await batch.exec().catch(() => undefined);
      }
    },
  };
}

/**
 * The client's address: the socket's peer, or with `trustedProxies` hops in front, the
 * address the farthest trusted proxy saw (X-Forwarded-For entries a client wrote itself,
 * further left, are not believed), as the HTTP routes do.
 */
export function clientAddressOf(request: IncomingMessage, trustedProxies: number): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  if (trustedProxies <= 0) return peer;
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const chain = [...forwarded, peer];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)]!;
}
