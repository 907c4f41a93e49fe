import { describe, expect, it } from 'vitest';
import { bannerActionSchema } from './properties';
import { actionTarget, bannerCopy, bannerTitle, overlayBackground, visibleActions } from './rules';

const action = (fields: Partial<Record<'text' | 'href' | 'action', string>>) =>
  bannerActionSchema.parse(fields);

describe('banner rules', () => {
  it('drops actions with no text', () => {
    expect(
      visibleActions([action({ href: '/a/' }), action({ text: '  ', href: '/a/' })]),
    ).toStrictEqual([]);
  });

  it('drops actions with neither href nor action', () => {
    expect(visibleActions([action({ text: 'Go' })])).toStrictEqual([]);
  });

  it('keeps actions with text and an href or an action', () => {
    const kept = [
      action({ text: 'Shop', href: '/shop/' }),
      action({ text: 'Chat', action: 'open-chat' }),
    ];
    expect(visibleActions(kept)).toStrictEqual(kept);
  });

  it('targets the in-page action when one is set, else the href', () => {
    expect(actionTarget(action({ text: 'Chat', action: 'open-chat', href: '/x/' }))).toBe(
      '@open-chat',
    );
    expect(actionTarget(action({ text: 'Chat', action: '@open-chat' }))).toBe('@open-chat');
    expect(actionTarget(action({ text: 'Shop', href: '/shop/' }))).toBe('/shop/');
  });

  it('cuts the title to 50 characters and the copy to 300, with an ellipsis', () => {
    const title = 'T'.repeat(60);
    const copy = 'c'.repeat(301);
    expect(bannerTitle(title)).toBe(`${'T'.repeat(50)}\u2026`);
    expect(bannerCopy(copy)).toBe(`${'c'.repeat(300)}\u2026`);
    expect(bannerTitle('T'.repeat(50))).toBe('T'.repeat(50));
    expect(bannerCopy('c'.repeat(300))).toBe('c'.repeat(300));
  });

  it('tints with one overlay colour and blends several in the chosen direction', () => {
    expect(overlayBackground([], 'to bottom', 'black')).toBe('black');
    expect(overlayBackground(['#000000'], 'to bottom', 'black')).toBe('#000000');
    expect(overlayBackground(['#000000', '#ffffff'], 'to right', 'black')).toBe(
      'linear-gradient(to right, #000000, #ffffff)',
    );
  });
});
