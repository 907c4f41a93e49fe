import { EventEmitter } from 'node:events';
import * as encoding from 'lib0/encoding';
import { describe, expect, it } from 'vitest';
import type { CollabLimits } from './limits';
import { GUARD_CLOSES, guardSocket } from './socketGuard';

const limits: CollabLimits = {
  maxMessageBytes: 1024,
  maxQueuedMessages: 5,
  maxPendingDocuments: 2,
  maxBufferedBytes: 100,
  maxConnectionsPerAddress: 10,
};

class FakeSocket extends EventEmitter {
  bufferedAmount = 0;
  sent: unknown[] = [];
  closedWith: { code?: number; reason?: string } | null = null;
  terminated = false;
  send(data: unknown) {
    this.sent.push(data);
  }
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
  }
  terminate() {
    this.terminated = true;
  }
}

const message = (name: string): Buffer => {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, name);
  encoding.writeVarUint(encoder, 0);
  return Buffer.from(encoding.toUint8Array(encoder));
};

function guarded() {
  const socket = new FakeSocket();
  const guard = guardSocket(socket as never, limits);
  return { socket, guard };
}

describe('guardSocket', () => {
  it('closes the socket on bytes that are not a message', () => {
    const { socket } = guarded();
    socket.emit('message', Buffer.from([7, 1, 2]));
    expect(socket.closedWith).toStrictEqual(GUARD_CLOSES.malformed);
  });

  it('passes admitted messages on and keeps refused ones from later listeners', () => {
    const { socket, guard } = guarded();
    const heard: unknown[] = [];
    socket.on('message', (data) => heard.push(data));
    guard.established('page.1.1');
    const good = message('page.1.1');
    socket.emit('message', good);
    socket.emit('message', Buffer.from([7, 1, 2]));
    socket.emit('message', message('page.1.1'));
    expect(heard).toStrictEqual([good]);
  });

  it('lets an established document talk without limit', () => {
    const { socket, guard } = guarded();
    guard.established('page.1.1');
    for (let i = 0; i < 50; i += 1) socket.emit('message', message('page.1.1'));
    expect(socket.closedWith).toBeNull();
  });

  it('closes a socket that queues too many messages before its document is up', () => {
    const { socket } = guarded();
    for (let i = 0; i < limits.maxQueuedMessages; i += 1)
      socket.emit('message', message('page.1.1'));
    expect(socket.closedWith).toBeNull();
    socket.emit('message', message('page.1.1'));
    expect(socket.closedWith).toStrictEqual(GUARD_CLOSES.queueFull);
  });

  it('forgets a document’s queue once it is established', () => {
    const { socket, guard } = guarded();
    for (let i = 0; i < limits.maxQueuedMessages; i += 1)
      socket.emit('message', message('page.1.1'));
    guard.established('page.1.1');
    socket.emit('message', message('page.1.2'));
    expect(socket.closedWith).toBeNull();
  });

  it('counts a closed document’s messages as pending again', () => {
    const { socket, guard } = guarded();
    guard.established('page.1.1');
    guard.closed('page.1.1');
    for (let i = 0; i <= limits.maxQueuedMessages; i += 1)
      socket.emit('message', message('page.1.1'));
    expect(socket.closedWith).toStrictEqual(GUARD_CLOSES.queueFull);
  });

  it('closes a socket that opens too many documents at once', () => {
    const { socket } = guarded();
    socket.emit('message', message('page.1.1'));
    socket.emit('message', message('page.1.2'));
    expect(socket.closedWith).toBeNull();
    socket.emit('message', message('page.1.3'));
    expect(socket.closedWith).toStrictEqual(GUARD_CLOSES.tooManyDocuments);
  });

  it('drops a client that does not read instead of buffering for it', () => {
    const { socket } = guarded();
    socket.send('first' as never);
    socket.bufferedAmount = limits.maxBufferedBytes + 1;
    socket.send('second' as never);
    expect(socket.sent).toStrictEqual(['first']);
    expect(socket.terminated).toBe(true);
  });
});
