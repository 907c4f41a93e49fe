import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { UNKNOWN_LINEAGE } from '../../src/collab';
import { lineageOf, pagePropertiesOf } from '../../src/pageDoc';
import { createPageDoc } from '../doc/pageDoc';
import { fixturePage } from '../../src/pageDoc/testing/testKit';
import { lineageClaimFor } from './lineageClaim';

describe('lineageClaimFor', () => {
  it('claims nothing for an empty document', () => {
    expect(lineageClaimFor(new Y.Doc())).toBeNull();
  });

  it('claims the lineage a load recorded', () => {
    const doc = createPageDoc(fixturePage('about.json'));
    expect(lineageClaimFor(doc)).toBe(lineageOf(doc));
  });

  it('claims unknown for content without a lineage', () => {
    const doc = new Y.Doc();
    pagePropertiesOf(doc).set('title', 'made before lineages');
    expect(lineageClaimFor(doc)).toBe(UNKNOWN_LINEAGE);
  });
});
