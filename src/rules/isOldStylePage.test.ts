import { describe, expect, it } from 'vitest';
import { pageSchema, type PageInput } from '../model';
import { isOldStylePage } from './isOldStylePage';

const page = (blocks: PageInput['blocks']) => pageSchema.parse({ blocks });

describe('isOldStylePage', () => {
  it('is false when every block has a template', () => {
    expect(
      isOldStylePage(
        page([
          {
            id: 'a',
            uid: 'a',
            type: 'textBlock',
            properties: { template: 'v2', html: '<p>Hi</p>' },
          },
          {
            id: 'row',
            uid: 'row',
            type: 'row',
            properties: { template: 'v2' },
            items: [
              { id: 'b', uid: 'b', type: 'button', properties: { template: 'v2', text: 'Shop' } },
            ],
          },
        ]),
      ),
    ).toBe(false);
  });

  it('is true when a top-level block lacks a template', () => {
    expect(
      isOldStylePage(page([{ id: 'a', uid: 'a', type: 'spacer', properties: { height: 40 } }])),
    ).toBe(true);
  });

  it('is true when a nested block lacks a template', () => {
    expect(
      isOldStylePage(
        page([
          {
            id: 'row',
            uid: 'row',
            type: 'row',
            properties: { template: 'v2' },
            items: [{ id: 'b', uid: 'b', type: 'button', properties: { text: 'Shop' } }],
          },
        ]),
      ),
    ).toBe(true);
  });

  it('ignores deleted blocks and their children', () => {
    expect(
      isOldStylePage(
        page([
          { id: 'a', uid: 'a', type: 'spacer', flags: ['deleted'], properties: {} },
          {
            id: 'row',
            uid: 'row',
            type: 'row',
            flags: ['deleted'],
            properties: {},
            items: [{ id: 'b', uid: 'b', type: 'button', properties: {} }],
          },
          { id: 'c', uid: 'c', type: 'quote', properties: { template: 'v2' } },
        ]),
      ),
    ).toBe(false);
  });

  it('is false for an empty page', () => {
    expect(isOldStylePage(page([]))).toBe(false);
  });
});
