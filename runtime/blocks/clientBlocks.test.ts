import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AnyBlockType } from '../../src/registry';
import { clientBlocks } from './clientBlocks';
import type { BlockComponent } from './components';

const component = (name: string): BlockComponent =>
  Object.assign((() => null) as ComponentType, { displayName: name }) as BlockComponent;
const Button = component('Button');
const Quote = component('Quote');
const definition = (name: string, drawn: BlockComponent) =>
  ({ name, component: drawn }) as unknown as AnyBlockType;

describe('clientBlocks', () => {
  it('has no component until its type is made ready, then loads it once', async () => {
    const loadButton = vi.fn(async () => Button);
    const blocks = clientBlocks({ button: loadButton }, async () => ({}));
    expect(blocks.component('button')).toBeUndefined();
    await Promise.all([blocks.ready(['button']), blocks.ready(['button', 'button'])]);
    expect(blocks.component('button')).toBe(Button);
    expect(loadButton).toHaveBeenCalledOnce();
    expect(blocks.used()).toEqual(['button']);
  });

  it('falls back to the definition’s component for a type without its own loader', async () => {
    const blocks = clientBlocks({}, async () => ({
      quote: async () => definition('quote', Quote),
    }));
    await blocks.ready(['quote']);
    expect(blocks.component('quote')).toBe(Quote);
  });

  it('skips types this build does not know', async () => {
    const blocks = clientBlocks({}, async () => ({}));
    await blocks.ready(['retiredType']);
    expect(blocks.component('retiredType')).toBeUndefined();
    expect((await blocks.definitions(['retiredType']))('retiredType')).toBeUndefined();
  });

  it('loads definitions for preparing a page, each once', async () => {
    const loadQuote = vi.fn(async () => definition('quote', Quote));
    const listDefinitions = vi.fn(async () => ({ quote: loadQuote }));
    const blocks = clientBlocks({}, listDefinitions);
    const lookup = await blocks.definitions(['quote']);
    await blocks.definitions(['quote']);
    expect(lookup('quote')?.name).toBe('quote');
    expect(loadQuote).toHaveBeenCalledOnce();
    expect(listDefinitions).toHaveBeenCalledOnce();
  });

  it('tries again after a failed load', async () => {
    const loadButton = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Button);
    const blocks = clientBlocks({ button: loadButton }, async () => ({}));
    await expect(blocks.ready(['button'])).rejects.toThrow('Failed to fetch');
    await blocks.ready(['button']);
    expect(blocks.component('button')).toBe(Button);
  });
});
