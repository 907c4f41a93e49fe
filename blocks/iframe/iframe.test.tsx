// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  blockElement,
  describeBlockContract,
  editorContext,
  nativeContext,
  renderBlock,
} from '../testing';
import iframe from './index';

afterEach(cleanup);

describeBlockContract(iframe, { name: 'iframe', mail: false });

const src = 'https://designer.example/embed';

describe('iframe', () => {
  it('defaults to a height of 1000', () => {
    expect(iframe.properties.parse({})).toMatchObject({ src: '', height: 1000 });
  });

  it('is sandboxed, lazy and titled', () => {
    const html = renderBlock(iframe, { src, title: 'T-shirt designer' });
    expect(html).toContain('sandbox="allow-scripts allow-same-origin allow-forms allow-popups"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('title="T-shirt designer"');
    expect(html).toContain('height="1000"');
  });

  it('embeds only absolute http(s) addresses', () => {
    for (const bad of ['javascript:alert(1)', '/checkout/', 'data:text/html,<script>1</script>']) {
      expect(renderBlock(iframe, { src: bad })).not.toContain('<iframe');
    }
  });

  it('tells the seller what to add in the editor, and shows nothing on the storefront', () => {
    expect(renderBlock(iframe, {}, { context: editorContext })).toContain(
      'Add the https:// address',
    );
    expect(renderBlock(iframe)).toBe('<div class="block-iframe block-iframe--empty"></div>');
  });
});

describe('iframe add-to-cart channel', () => {
  function mount(addToCart?: (request: unknown) => Promise<void>) {
    const { container } = render(
      blockElement(iframe, { src }, { context: { ...nativeContext, addToCart } }),
    );
    const frameWindow = container.querySelector('iframe')!.contentWindow!;
    const postMessage = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
    const send = async (
      data: unknown,
      origin = 'https://designer.example',
      source: Window = frameWindow,
    ) => {
      await act(async () => {
        window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
        await Promise.resolve();
      });
    };
    return { send, postMessage };
  }

  it('adds what its frame asks for and answers add-to-cart-complete', async () => {
    const addToCart = vi.fn().mockResolvedValue(undefined);
    const { send, postMessage } = mount(addToCart);
    await send({ type: 'add-to-cart', variantId: 'v1' });
    expect(addToCart).toHaveBeenCalledWith({ variantId: 'v1' });
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'add-to-cart-complete' },
      'https://designer.example',
    );
  });

  it('answers add-to-cart-failed with the reason for a bad message', async () => {
    const addToCart = vi.fn();
    const { send, postMessage } = mount(addToCart);
    await send({ type: 'add-to-cart', variantId: 'v1', items: [] });
    expect(addToCart).not.toHaveBeenCalled();
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'add-to-cart-failed', reason: 'variantId and items cannot both be given' },
      'https://designer.example',
    );
  });

  it('ignores the same message from another origin or another window', async () => {
    const addToCart = vi.fn().mockResolvedValue(undefined);
    const { send, postMessage } = mount(addToCart);
    await send({ type: 'add-to-cart', variantId: 'v1' }, 'https://evil.example');
    await send({ type: 'add-to-cart', variantId: 'v1' }, 'https://designer.example', window);
    expect(addToCart).not.toHaveBeenCalled();
    expect(postMessage).not.toHaveBeenCalled();
  });
});
