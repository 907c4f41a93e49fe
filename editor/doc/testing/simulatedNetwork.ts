import * as Y from 'yjs';
import { PEER_ORIGIN } from '../../../src/pageDoc/origins';
import type { Random } from './seededRandom';

/**
 * Peers exchanging Yjs messages through per-connection queues, in the style of Yjs's own
 * test connector (tests/testHelper.js): a peer's updates are queued to every online peer;
 * the test decides when a message arrives, picking the receiver and the sender at random,
 * so updates interleave in any order; a peer that disconnects loses what was in flight
 * and catches up on reconnect with a state-vector exchange (sync step 1 and 2).
 */

/** The origin of updates applied from the network: never echoed, never undone. */
export const NETWORK_ORIGIN = PEER_ORIGIN;

type Message =
  | { kind: 'update'; update: Uint8Array }
  /** "Here is my state vector: send me what I lack." */
  | { kind: 'syncRequest'; stateVector: Uint8Array };

export interface SimulatedPeer {
  readonly index: number;
  readonly doc: Y.Doc;
  readonly online: boolean;
}

export interface SimulatedNetwork {
  readonly peers: readonly SimulatedPeer[];
  connect(peer: SimulatedPeer): void;
  disconnect(peer: SimulatedPeer): void;
  /** Delivers one queued message to a random online peer; false when nothing is queued. */
  deliverRandomMessage(): boolean;
  /** Reconnects every peer and delivers until no message is left. */
  settle(): void;
}

interface PeerState extends SimulatedPeer {
  online: boolean;
  /** Queued messages by sender index, each queue first in, first out. */
  inbox: Map<number, Message[]>;
}

export function createSimulatedNetwork(count: number, random: Random): SimulatedNetwork {
  const peers: PeerState[] = Array.from({ length: count }, (_, index) => {
    const doc = new Y.Doc();
    doc.clientID = index + 1; // reproducible runs: the same ids for the same seed
    return { index, doc, online: false, inbox: new Map() };
  });

  const send = (from: PeerState, to: PeerState, message: Message): void => {
    if (!to.online) return;
    const queue = to.inbox.get(from.index) ?? [];
    queue.push(message);
    to.inbox.set(from.index, queue);
  };

  for (const peer of peers) {
    peer.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === NETWORK_ORIGIN || !peer.online) return;
      for (const other of peers) if (other !== peer) send(peer, other, { kind: 'update', update });
    });
  }

  const state = (peer: SimulatedPeer): PeerState => peers[peer.index]!;

  function connect(peer: SimulatedPeer): void {
    const self = state(peer);
    if (self.online) return;
    self.online = true;
    for (const other of peers) {
      if (other === self || !other.online) continue;
      send(self, other, { kind: 'syncRequest', stateVector: Y.encodeStateVector(self.doc) });
      send(other, self, { kind: 'syncRequest', stateVector: Y.encodeStateVector(other.doc) });
    }
  }

  function disconnect(peer: SimulatedPeer): void {
    const self = state(peer);
    self.online = false;
    self.inbox = new Map();
  }

  function deliverRandomMessage(): boolean {
    const receivers = peers.filter((peer) => peer.online && peer.inbox.size > 0);
    if (receivers.length === 0) return false;
    const receiver = random.pick(receivers);
    const [senderIndex, queue] = random.pick([...receiver.inbox]);
    const message = queue.shift()!;
    if (queue.length === 0) receiver.inbox.delete(senderIndex);
    if (message.kind === 'update') {
      Y.applyUpdate(receiver.doc, message.update, NETWORK_ORIGIN);
    } else {
      const update = Y.encodeStateAsUpdate(receiver.doc, message.stateVector);
      send(receiver, peers[senderIndex]!, { kind: 'update', update });
    }
    return true;
  }

  function settle(): void {
    peers.forEach(connect);
    while (deliverRandomMessage());
  }

  return { peers, connect, disconnect, deliverRandomMessage, settle };
}
