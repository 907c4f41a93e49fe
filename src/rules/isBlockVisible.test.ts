import { describe, expect, it } from 'vitest';
import { createConditionRegistry, type ConditionContext } from '../conditions';
import { visitorContext } from '../conditions/testContext';
import { blockSchema, type BlockInput, type PageMode } from '../model';
import { isBlockVisible } from './isBlockVisible';

const block = (input: Partial<BlockInput> & { id: string }) =>
  blockSchema.parse({ uid: input.id, type: 'textBlock', ...input });

const conditions = createConditionRegistry({ log: () => undefined });
const options = (mode: PageMode, context: ConditionContext = visitorContext()) => ({
  mode,
  conditions,
  context,
});

describe('isBlockVisible', () => {
  it('shows a plain block in every mode', () => {
    const text = block({ id: 'a' });
    expect(isBlockVisible(text, options('native'))).toBe(true);
    expect(isBlockVisible(text, options('preview'))).toBe(true);
    expect(isBlockVisible(text, options('unknown'))).toBe(true);
  });

  it('hides an unpublished block in native mode and shows it in preview mode', () => {
    const draft = block({ id: 'a', unpublished: true });
    const unticked = block({ id: 'b', properties: { published: false } });
    expect(isBlockVisible(draft, options('native'))).toBe(false);
    expect(isBlockVisible(unticked, options('native'))).toBe(false);
    expect(isBlockVisible(draft, options('unknown'))).toBe(false);
    expect(isBlockVisible(draft, options('preview'))).toBe(true);
    expect(isBlockVisible(unticked, options('preview'))).toBe(true);
  });

  it('hides a row whose children are all unpublished in native mode', () => {
    const row = block({
      id: 'row',
      type: 'row',
      items: [{ id: 'x', uid: 'x', type: 'button', unpublished: true }],
    });
    expect(isBlockVisible(row, options('native'))).toBe(false);
    expect(isBlockVisible(row, options('preview'))).toBe(true);
  });

  it('never shows deleted blocks or pseudo-items', () => {
    expect(isBlockVisible(block({ id: 'a', flags: ['deleted'] }), options('preview'))).toBe(false);
    expect(isBlockVisible(block({ id: 'b', type: '_placeholder_' }), options('preview'))).toBe(
      false,
    );
  });

  it('hides a block whose conditions fail, in every mode', () => {
    const signedInOnly = block({ id: 'a', properties: { conditions: ['logged-in'] } });
    expect(isBlockVisible(signedInOnly, options('native'))).toBe(false);
    expect(isBlockVisible(signedInOnly, options('preview'))).toBe(false);
    const user = { internal: false, verified: true, dashboardAccess: false };
    expect(isBlockVisible(signedInOnly, options('native', visitorContext({ user })))).toBe(true);
  });

  it('hides a block with an unknown condition', () => {
    expect(
      isBlockVisible(block({ id: 'a', properties: { conditions: ['vip'] } }), options('preview')),
    ).toBe(false);
  });

  it('hides a block that has children when none of them remain visible', () => {
    const row = block({
      id: 'row',
      type: 'row',
      items: [
        { id: 'x', uid: 'x', type: 'button', properties: { conditions: ['has-basket-items'] } },
        { id: 'y', uid: 'y', type: '_placeholder_' },
      ],
    });
    expect(isBlockVisible(row, options('preview'))).toBe(false);
    expect(
      isBlockVisible(row, options('preview', visitorContext({ basket: { itemCount: 1 } }))),
    ).toBe(true);
  });

  it('shows an empty container, and one whose children were all deleted', () => {
    expect(isBlockVisible(block({ id: 'row', type: 'row' }), options('native'))).toBe(true);
    const emptied = block({
      id: 'row',
      type: 'row',
      items: [{ id: 'x', uid: 'x', type: 'button', flags: ['deleted'] }],
    });
    expect(isBlockVisible(emptied, options('native'))).toBe(true);
  });

  it('hides shadow items from shoppers and shows them to the seller in preview', () => {
    const shadow = block({ id: 'a', type: 'pod', flags: ['shadow'] });
    expect(isBlockVisible(shadow, options('native'))).toBe(false);
    expect(isBlockVisible(shadow, options('preview'))).toBe(true);
  });
});
