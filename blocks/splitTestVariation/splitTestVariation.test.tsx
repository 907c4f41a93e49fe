// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ChosenVariationContext,
  type ChosenVariation,
} from '../../src/splitTests/variationContext';
import {
  blockElement,
  describeBlockContract,
  editorContext,
  nativeContext,
  renderBlock,
} from '../testing';
import splitTestVariation from './index';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describeBlockContract(splitTestVariation, {
  name: 'splitTestVariation',
  mail: false,
});

const inTest = (chosen: ChosenVariation, name: string, context = nativeContext) => (
  <ChosenVariationContext.Provider value={chosen}>
    {blockElement(
      splitTestVariation,
      { name, default: name === 'A' },
      { context, children: <p>Slot {name}</p> },
    )}
  </ChosenVariationContext.Provider>
);

describe('split-test variation', () => {
  it('shows its blocks only when its container chose it', () => {
    const chosen = { testName: 'hero', variation: 'B', editing: false };
    render(
      <>
        {inTest(chosen, 'A')}
        {inTest(chosen, 'B')}
      </>,
    );
    expect(document.body.textContent).toBe('Slot B');
  });

  it('shows every slot labelled in the editor, the default marked', () => {
    const chosen = { testName: 'hero', variation: null, editing: true };
    render(
      <>
        {inTest(chosen, 'A', editorContext)}
        {inTest(chosen, 'B', editorContext)}
      </>,
    );
    const labels = [...document.querySelectorAll('section')].map((each) =>
      each.getAttribute('aria-label'),
    );
    expect(labels).toStrictEqual(['Variation A', 'Variation B']);
    expect(document.body.textContent).toBe('Variation A (default)Slot AVariation BSlot B');
  });

  it('outside a split test shows nothing and logs the spec’s message', () => {
    // The server renders nothing (and logs nothing: effects run in the browser only).
    expect(renderBlock(splitTestVariation, { name: 'A' })).toBe(
      '<div class="block-splitTestVariation" hidden=""></div>',
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      blockElement(splitTestVariation, { name: 'A' }, { children: <p>Slot</p> }),
    );
    expect(container.textContent).toBe('');
    expect(error.mock.calls).toStrictEqual([
      ['tml-split-test-variation should be placed in the slot of a tml-split-test'],
    ]);
  });
});
