import { describe, expect, it } from 'vitest';
import { pageSchema, type PageInput } from '../model';
import { blocksWithoutTemplate, editorModuleVersion, isOldStylePage } from './isOldStylePage';

const page = (blocks: PageInput['blocks'], mode?: PageInput['mode']) =>
  pageSchema.parse({ blocks, ...(mode ? { mode } : {}) });

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

describe('upgrading an old-style page', () => {
  const oldStyle = () =>
    page([
      { id: 'a', uid: 'a', type: 'spacer', properties: { height: 40 } },
      { id: 'gone', uid: 'gone', type: 'quote', flags: ['deleted'], properties: {} },
      {
        id: 'row',
        uid: 'row',
        type: 'row',
        properties: { template: 'v2' },
        items: [{ id: 'b', uid: 'b', type: 'button', properties: { text: 'Shop' } }],
      },
    ]);

  it('changes the live blocks without a template, at any depth', () => {
    expect(blocksWithoutTemplate(oldStyle())).toStrictEqual(['a', 'b']);
  });

  it('names the editor module: v1 for old-style pages, else v3Dev, whatever the page mode', () => {
    expect(editorModuleVersion(oldStyle())).toBe('v1');
    expect(editorModuleVersion(page([]))).toBe('v3Dev');
    expect(editorModuleVersion(page([], 'native'))).toBe('v3Dev');
  });
});
