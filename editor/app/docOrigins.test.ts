import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  FACTORY_ORIGIN,
  LOAD_ORIGIN,
  LOCAL_ORIGIN,
  MIGRATION_ORIGIN,
} from '../../src/pageDoc/origins';
import { changeOrigin } from './docOrigins';

describe('changeOrigin', () => {
  it('counts the seller’s edits and their undo/redo as local', () => {
    const doc = new Y.Doc();
    expect(changeOrigin(LOCAL_ORIGIN)).toBe('local');
    expect(changeOrigin(new Y.UndoManager(doc.getMap('m')))).toBe('local');
  });
  it('names load, factory and migration changes, and everything else remote', () => {
    expect(changeOrigin(LOAD_ORIGIN)).toBe('load');
    expect(changeOrigin(FACTORY_ORIGIN)).toBe('factory');
    expect(changeOrigin(MIGRATION_ORIGIN)).toBe('migration');
    expect(changeOrigin({ provider: true })).toBe('remote');
    expect(changeOrigin(null)).toBe('remote');
  });
});
