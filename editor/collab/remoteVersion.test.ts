import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { LOCAL_ORIGIN, pageMapOf } from '../../src/pageDoc';
import { watchRemoteVersion } from './remoteVersion';

const PROVIDER = { name: 'provider' };

describe('watchRemoteVersion', () => {
  it('reports a version a collaborator’s save brought, not one written here or another field', () => {
    const doc = new Y.Doc();
    const heard: number[] = [];
    const stop = watchRemoteVersion(
      doc,
      (origin) => origin === PROVIDER,
      (version) => heard.push(version),
    );
    doc.transact(() => pageMapOf(doc).set('version', 4), PROVIDER);
    doc.transact(() => pageMapOf(doc).set('version', 5), LOCAL_ORIGIN);
    doc.transact(() => pageMapOf(doc).set('url', '/x/'), PROVIDER);
    stop();
    doc.transact(() => pageMapOf(doc).set('version', 6), PROVIDER);
    expect(heard).toStrictEqual([4]);
  });

  it('hears it through a real update from another document', () => {
    const server = new Y.Doc();
    const mine = new Y.Doc();
    const heard: number[] = [];
    watchRemoteVersion(
      mine,
      (origin) => origin === PROVIDER,
      (version) => heard.push(version),
    );
    pageMapOf(server).set('version', 9);
    Y.applyUpdate(mine, Y.encodeStateAsUpdate(server), PROVIDER);
    expect(heard).toStrictEqual([9]);
  });
});
