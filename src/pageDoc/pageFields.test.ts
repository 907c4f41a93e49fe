import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { pageSchema } from '../model';
import { readPageFields, writePageFields, type PageFields } from './pageFields';
import { fixturePage } from './testing/testKit';

const maps = (doc: Y.Doc) => [doc.getMap('page'), doc.getMap('pageProperties')] as const;
const fieldsOf = (name: string): PageFields => {
  const { blocks: _blocks, ...fields } = fixturePage(name);
  return fields;
};

describe('page fields', () => {
  it('read back as written', () => {
    const doc = new Y.Doc();
    const fields = fieldsOf('homepage.json');
    writePageFields(...maps(doc), null, fields);
    expect(readPageFields(...maps(doc))).toStrictEqual(fields);
  });

  it('keep page properties as bare values in their map', () => {
    const doc = new Y.Doc();
    writePageFields(...maps(doc), null, fieldsOf('about.json'));
    expect(doc.getMap('pageProperties').get('title')).toBe(
      fieldsOf('about.json').properties.title.value,
    );
  });

  it('read as the model’s defaults where the document has nothing', () => {
    const { blocks: _blocks, ...defaults } = pageSchema.parse({});
    expect(readPageFields(...maps(new Y.Doc()))).toStrictEqual(defaults);
  });

  it('write only what changed, and remove an optional field that became undefined', () => {
    const doc = new Y.Doc();
    const before = fieldsOf('about.json');
    writePageFields(...maps(doc), null, before);
    const changed: string[] = [];
    doc.on('afterTransaction', (transaction: Y.Transaction) => {
      for (const keys of transaction.changed.values()) changed.push(...[...keys].map(String));
    });
    const { uuid: _uuid, ...withoutUuid } = before;
    const after: PageFields = {
      ...withoutUuid,
      version: before.version + 1,
      preloadables: [...before.preloadables],
      properties: { ...before.properties, description: { value: 'Our story' } },
    };
    doc.transact(() => writePageFields(...maps(doc), before, after));
    expect(changed.sort()).toStrictEqual(['description', 'uuid', 'version']);
    expect(readPageFields(...maps(doc))).toStrictEqual(after);
  });
});
