import { useContext, useEffect } from 'react';
import type { BlockComponentProps } from '../../src/registry';
import { SPLIT_TEST_MESSAGES } from '../../src/splitTests/assignment';
import { ChosenVariationContext } from '../../src/splitTests/variationContext';
import type { SplitTestVariationProperties } from './properties';

/**
 * One slot of a split test, holding blocks. It shows only when its container chose it;
 * outside a split test it shows nothing and logs the spec's message (the editor shows the
 * message in its place, so the seller sees why).
 */
export function SplitTestVariation({
  properties,
  children,
  context,
}: BlockComponentProps<SplitTestVariationProperties>) {
  const chosen = useContext(ChosenVariationContext);
  useEffect(() => {
    if (!chosen) console.error(SPLIT_TEST_MESSAGES.misplacedVariation);
  }, [chosen]);

  if (!chosen) {
    return context.editing ? (
      <p className="block-splitTestVariation block-splitTestVariation--misplaced" role="note">
        {SPLIT_TEST_MESSAGES.misplacedVariation}
      </p>
    ) : (
      <div className="block-splitTestVariation" hidden />
    );
  }
  if (chosen.editing) {
    return (
      <section
        className="block-splitTestVariation block-splitTestVariation--editing"
        aria-label={`Variation ${properties.name}`}
      >
        <p className="block-splitTestVariation__label">
          Variation {properties.name}
          {properties.default ? ' (default)' : ''}
        </p>
        <div className="pb-grid">{children}</div>
      </section>
    );
  }
  if (chosen.variation !== properties.name) return null;
  return (
    <div className="block-splitTestVariation" data-variation={properties.name}>
      <div className="pb-grid">{children}</div>
    </div>
  );
}
