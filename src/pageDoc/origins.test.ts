import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  classifyOrigin,
  FACTORY_ORIGIN,
  LEXICAL_BINDING_ORIGIN,
  LOAD_ORIGIN,
  LOCAL_ORIGIN,
  MERGE_ORIGIN,
  MIGRATION_ORIGIN,
  originTraits,
  PEER_ORIGIN,
  RICH_TEXT_REPLAY_ORIGIN,
  RICH_TEXT_SYNC_ORIGIN,
  SAVED_VERSION_ORIGIN,
  SERVER_STORE_ORIGIN,
  SYMBOL_ORIGINS,
  TRANSPORT_ORIGIN,
  UNDO_MANAGER_ORIGIN,
  undoableOrigins,
  UNKNOWN_ORIGIN,
} from './origins';

const traitsOf = (origin: unknown, transports: unknown[] = []) => {
  const found = originTraits(origin, transports);
  return found && [found.name, found.undoable, found.saved, found.kind];
};

describe('the origin registry', () => {
  it('declares each symbol origin once, with its traits', () => {
    expect([...SYMBOL_ORIGINS.keys()].map((origin) => traitsOf(origin))).toStrictEqual([
      ['page-doc.local', true, true, 'local'],
      ['page-doc.load', false, false, 'load'],
      ['page-doc.factory', false, false, 'factory'],
      ['page-doc.migration', false, false, 'migration'],
      ['editor.merge', false, false, 'remote'],
      ['editor.savedVersion', false, false, 'remote'],
      ['collab.richTextSync', false, false, 'remote'],
      ['collab.replayRichText', false, false, 'remote'],
      ['page-doc.peer', false, false, 'remote'],
    ]);
    expect(traitsOf(LOCAL_ORIGIN)).toStrictEqual(['page-doc.local', true, true, 'local']);
    expect(traitsOf(LOAD_ORIGIN)?.[0]).toBe('page-doc.load');
    expect(traitsOf(FACTORY_ORIGIN)?.[0]).toBe('page-doc.factory');
    expect(traitsOf(MIGRATION_ORIGIN)?.[0]).toBe('page-doc.migration');
    expect(traitsOf(MERGE_ORIGIN)?.[0]).toBe('editor.merge');
    expect(traitsOf(SAVED_VERSION_ORIGIN)?.[0]).toBe('editor.savedVersion');
    expect(traitsOf(RICH_TEXT_SYNC_ORIGIN)?.[0]).toBe('collab.richTextSync');
    expect(traitsOf(RICH_TEXT_REPLAY_ORIGIN)?.[0]).toBe('collab.replayRichText');
    // The server's own writes (null, for Hocuspocus) never reach a client with that origin.
    expect(traitsOf(SERVER_STORE_ORIGIN)).toBeUndefined();
    expect(traitsOf(PEER_ORIGIN)?.[0]).toBe('page-doc.peer');
  });

  it('saves exactly what the editor reports as local', () => {
    for (const entry of SYMBOL_ORIGINS.values()) expect(entry.saved).toBe(entry.kind === 'local');
  });

  it('recognises undo managers, Lexical bindings and the given transports', () => {
    const undo = new Y.UndoManager(new Y.Doc().getMap('m'));
    const binding = { editor: {}, docMap: new Map(), root: {} };
    const provider = { name: 'provider' };
    expect(originTraits(undo)).toBe(UNDO_MANAGER_ORIGIN);
    expect(traitsOf(undo)).toStrictEqual(['yjs.undoManager', false, true, 'local']);
    expect(originTraits(binding)).toBe(LEXICAL_BINDING_ORIGIN);
    expect(traitsOf(binding)).toStrictEqual(['lexical.binding', true, true, 'local']);
    expect(originTraits(provider, [provider])).toBe(TRANSPORT_ORIGIN);
    expect(traitsOf(provider, [provider])).toStrictEqual(['transport', false, false, 'remote']);
    expect(originTraits(provider)).toBeUndefined();
    expect(originTraits(null, [null])).toBeUndefined();
    expect(originTraits(Symbol('page-doc.local'))).toBeUndefined();
  });

  it('gives the undo manager the undoable symbols to track', () => {
    expect(undoableOrigins()).toStrictEqual(new Set([LOCAL_ORIGIN]));
  });
});

describe('classifyOrigin', () => {
  it('returns a registered origin’s traits', () => {
    const report = (message: string) => {
      throw new Error(`reported ${message}`);
    };
    expect(classifyOrigin(LOAD_ORIGIN, { strict: true, report })).toBe(
      SYMBOL_ORIGINS.get(LOAD_ORIGIN),
    );
  });

  it('throws on an unknown origin when strict', () => {
    expect(() => classifyOrigin(undefined, { strict: true, report: () => {} })).toThrow(
      'Unknown transaction origin: undefined. Declare it in src/pageDoc/origins.ts.',
    );
  });

  it('reports an unknown origin and counts it as remote, unsaved, when not strict', () => {
    const reported: string[] = [];
    class Relay {}
    const traits = classifyOrigin(new Relay(), {
      strict: false,
      report: (message) => reported.push(message),
    });
    expect(traits).toBe(UNKNOWN_ORIGIN);
    expect([traits.name, traits.undoable, traits.saved, traits.kind]).toStrictEqual([
      'unknown',
      false,
      false,
      'remote',
    ]);
    expect(reported).toStrictEqual([
      'Unknown transaction origin: an object (Relay). Declare it in src/pageDoc/origins.ts.',
    ]);
  });
});
