import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlock, renderMail } from '../testing';
import spacer from './index';

describeBlockContract(spacer, { name: 'spacer', mail: true });

describe('spacer', () => {
  it('holds its height and is hidden from assistive technology', () => {
    expect(renderBlock(spacer, { height: 72 })).toBe(
      '<div class="block-spacer" aria-hidden="true" style="height:72px"></div>',
    );
  });

  it('reads a saved height as a string and refuses heights over 400px', () => {
    expect(spacer.properties.parse({ height: '32' }).height).toBe(32);
    expect(spacer.properties.safeParse({ height: 401 }).success).toBe(false);
  });

  it('draws a divider when asked', () => {
    expect(renderBlock(spacer, { divider: true })).toContain('<hr class="block-spacer__divider"/>');
  });

  it('mails a line of the same height', async () => {
    const html = await renderMail(spacer, { height: 30 });
    expect(html).toContain('height:30px');
    expect(html).toContain('line-height:30px');
    expect(await renderMail(spacer, { height: 30, divider: true })).toContain('<hr');
  });
});
