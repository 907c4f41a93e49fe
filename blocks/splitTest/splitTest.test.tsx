// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { useContext } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockSchema, type SplitTest } from '../../src/model';
import { ChosenVariationContext } from '../../src/splitTests/variationContext';
import {
  blockElement,
  describeBlockContract,
  editorContext,
  nativeContext,
  renderBlock,
} from '../testing';
import splitTest from './index';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describeBlockContract(splitTest, { name: 'splitTest', mail: false });

/** A slot as the page stores it (the container reads names and the default flag). */
const slot = (name: string, isDefault = false) =>
  blockSchema.parse({
    id: `v-${name}`,
    uid: `v-${name}`,
    type: 'splitTestVariation',
    properties: { name, default: isDefault },
  });
const slots = [slot('A', true), slot('B')];

/** Stands in for a variation: prints what its container chose. */
function Chosen() {
  const chosen = useContext(ChosenVariationContext);
  return (
    <output>
      {chosen ? `${chosen.variation ?? 'none'}${chosen.editing ? ' editing' : ''}` : 'outside'}
    </output>
  );
}

const stored = (variation: string): SplitTest[] => [
  {
    id: 1,
    code: 'hero',
    name: 'hero',
    variation: { id: 2, name: variation },
    availableVariations: [],
    discovered: true,
  },
];

const rendered = (context = nativeContext) =>
  renderBlock(
    splitTest,
    { name: 'hero' },
    { block: { items: slots }, context, children: <Chosen /> },
  );

describe('split-test block', () => {
  it('shows the variation the visitor was assigned, in the server HTML', () => {
    const html = rendered({ ...nativeContext, splitTests: { stored: stored('B'), query: {} } });
    expect(html).toContain('<output>B</output>');
    expect(html).toContain('data-split-test="hero"');
  });

  it('lets the route query for the test name choose the variation', () => {
    const html = rendered({
      ...nativeContext,
      splitTests: { stored: stored('A'), query: { hero: 'B' } },
    });
    expect(html).toContain('<output>B</output>');
  });

  it('shows the default of an unknown or stopped test and logs the spec’s message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      blockElement(splitTest, { name: 'hero' }, { block: { items: slots }, children: <Chosen /> }),
    );
    expect(document.querySelector('output')?.textContent).toBe('A');
    expect(warn.mock.calls).toStrictEqual([
      ["Split Test hero doesn't exist or is no longer active"],
    ]);
  });

  it('shows every variation in the editor, with what stops the test being created', () => {
    const html = rendered(editorContext);
    expect(html).toContain('<output>none editing</output>');
    expect(html).toContain('Split test: <strong>hero</strong>');
    expect(html).not.toContain('role="note"');
    const oneSlot = renderBlock(
      splitTest,
      { name: 'hero' },
      {
        block: { items: [slot('A', true)] },
        context: editorContext,
      },
    );
    expect(oneSlot).toContain('A split test needs at least two variations');
    const noDefault = renderBlock(
      splitTest,
      { name: 'hero' },
      {
        block: { items: [slot('A'), slot('B')] },
        context: editorContext,
      },
    );
    expect(noDefault).toContain('Mark one variation as the default');
  });

  it('takes only variations as children', () => {
    expect(splitTest.children).toStrictEqual({ allowed: ['splitTestVariation'] });
  });
});
