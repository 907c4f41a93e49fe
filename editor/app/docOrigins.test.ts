import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  FACTORY_ORIGIN,
  LOAD_ORIGIN,
  LOCAL_ORIGIN,
  MERGE_ORIGIN,
  MIGRATION_ORIGIN,
  RICH_TEXT_SYNC_ORIGIN,
  SAVED_VERSION_ORIGIN,
} from '../../src/pageDoc/origins';
import { changeOrigin } from './docOrigins';

describe('changeOrigin', () => {
  it('counts the seller’s edits, Lexical’s typing and their undo/redo as local', () => {
    const doc = new Y.Doc();
    expect(changeOrigin(LOCAL_ORIGIN)).toBe('local');
    expect(changeOrigin(new Y.UndoManager(doc.getMap('m')))).toBe('local');
    expect(changeOrigin({ editor: {}, docMap: new Map(), root: {} })).toBe('local');
  });
  it('names load, factory and migration changes', () => {
    expect(changeOrigin(LOAD_ORIGIN)).toBe('load');
    expect(changeOrigin(FACTORY_ORIGIN)).toBe('factory');
    expect(changeOrigin(MIGRATION_ORIGIN)).toBe('migration');
  });
  it('counts merges, saved versions, synced text and the transports as remote', () => {
    const provider = { provider: true };
    expect(changeOrigin(MERGE_ORIGIN)).toBe('remote');
    expect(changeOrigin(SAVED_VERSION_ORIGIN)).toBe('remote');
    expect(changeOrigin(RICH_TEXT_SYNC_ORIGIN)).toBe('remote');
    expect(changeOrigin(provider, [provider])).toBe('remote');
  });
  it('throws on an origin nobody registered (tests run strict)', () => {
    expect(() => changeOrigin({ provider: true })).toThrow(
      'Unknown transaction origin: an object (Object). Declare it in src/pageDoc/origins.ts.',
    );
    expect(() => changeOrigin(null)).toThrow(
      'Unknown transaction origin: null. Declare it in src/pageDoc/origins.ts.',
    );
    expect(() => changeOrigin(Symbol('stray'))).toThrow(
      'Unknown transaction origin: Symbol(stray). Declare it in src/pageDoc/origins.ts.',
    );
  });
});
