// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ProUpgradeRequiredError, ValidationError } from '../../src/errors';
import { createRegistry, defineBlock } from '../../src/registry';
import { preparePageWrite } from './preparePageWrite';

const Nothing = () => null;
const registry = createRegistry([
  defineBlock({
    name: 'textBlock',
    title: 'Text',
    description: '',
    category: 'content',
    fields: [],
    component: Nothing,
    properties: z.object({ html: z.string().default('') }),
    sellerHtml: ['html'],
  }),
  defineBlock({
    name: 'html',
    title: 'HTML',
    description: '',
    category: 'content',
    fields: [],
    component: Nothing,
    pro: true,
    properties: z.object({ html: z.string().default('') }),
    sellerHtml: ['html'],
  }),
]);

const caught = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
};

describe('preparePageWrite', () => {
  it('normalises the url and sets the homepage flag from it', () => {
    expect(preparePageWrite({ url: 'About Us' }, { registry, pro: false })).toMatchObject({
      url: '/about-us/',
      flags: [],
    });
    expect(preparePageWrite({ url: '//', flags: [] }, { registry, pro: false })).toMatchObject({
      url: '/',
      flags: ['homepage'],
    });
  });

  it('gives a page without a url a temporary path, never the homepage', () => {
    expect(preparePageWrite({ url: null }, { registry, pro: false }).url).toMatch(
      /^\/page-[0-9a-f]{8}\/$/,
    );
  });

  it('refuses bad shapes and unregistered blocks with Page failed validation and the fields', () => {
    const shape = caught(() =>
      preparePageWrite({ layout: 'sideways' }, { registry, pro: false }),
    ) as ValidationError;
    expect(shape).toBeInstanceOf(ValidationError);
    expect(shape.message).toBe('Page failed validation');
    expect(shape.fields).toEqual(['layout']);
    const unknown = caught(() =>
      preparePageWrite(
        { blocks: [{ id: 'a', uid: 'a', type: 'hologram' }] },
        { registry, pro: false },
      ),
    ) as ValidationError;
    expect(unknown.firstMessage).toBe("Block type of hologram hasn't been registered");
  });

  it('asks a non-Pro store to upgrade for Pro-only blocks, and lets a Pro store save them', () => {
    const body = {
      blocks: [{ id: 'a', uid: 'a', type: 'html', properties: { html: '<b>hi</b>' } }],
    };
    const error = caught(() => preparePageWrite(body, { registry, pro: false }));
    expect(error).toBeInstanceOf(ProUpgradeRequiredError);
    expect((error as Error).message).toBe('Pro required to save this page');
    expect(preparePageWrite(body, { registry, pro: true }).blocks[0]?.properties.html).toBe(
      '<b>hi</b>',
    );
  });

  it('sanitises seller HTML before it is stored', () => {
    const page = preparePageWrite(
      {
        blocks: [
          {
            id: 'a',
            uid: 'a',
            type: 'textBlock',
            properties: { html: '<img src=x onerror=alert(1)>' },
          },
        ],
      },
      { registry, pro: false },
    );
    expect(page.blocks[0]?.properties.html).toBe('<img src="x">');
  });
});
