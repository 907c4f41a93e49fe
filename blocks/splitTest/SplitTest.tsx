import { useEffect, useMemo } from 'react';
import type { BlockComponentProps } from '../../src/registry';
import { chooseVariation } from '../../src/splitTests/assignment';
import { placedTestProblem } from '../../src/splitTests/createRules';
import { placedTestOf } from '../../src/splitTests/placed';
import {
  ChosenVariationContext,
  type ChosenVariation,
} from '../../src/splitTests/variationContext';
import type { SplitTestProperties } from './properties';

/**
 * A split test on the page: its slots hold variations and exactly one shows, chosen from
 * the visitor's assignment in the render context (made on the server, so the first HTML
 * is already right: no flash). In the editor every slot shows, labelled, so sellers can
 * fill each; a problem that would stop the test being created is shown there too.
 */
export function SplitTest({
  block,
  properties,
  children,
  context,
}: BlockComponentProps<SplitTestProperties>) {
  const placed = useMemo(
    () => placedTestOf(properties.name, block.items),
    [properties.name, block.items],
  );
  const editing = Boolean(context.editing);
  const choice = editing
    ? null
    : chooseVariation(placed, context.splitTests?.query ?? {}, context.splitTests?.stored ?? []);
  const message = choice ? ('warning' in choice ? choice.warning : undefined) : undefined;
  const error = choice?.kind === 'none' ? choice.error : undefined;
  // Logged in the browser (not during SSR) so the seller finds it in the console once.
  useEffect(() => {
    if (error) console.error(error);
    else if (message) console.warn(message);
  }, [error, message]);

  const shown = choice?.kind === 'variation' ? choice.name : null;
  const chosen = useMemo<ChosenVariation>(
    () => ({ testName: placed.name, variation: shown, editing }),
    [placed.name, shown, editing],
  );
  const problem = editing ? placedTestProblem(placed) : null;
  return (
    <div
      className={editing ? 'block-splitTest block-splitTest--editing' : 'block-splitTest'}
      data-split-test={placed.name}
    >
      {editing && (
        <p className="block-splitTest__label">
          Split test: <strong>{placed.name}</strong>
          {problem && (
            <span className="block-splitTest__problem" role="note">
              {' '}
              {problem}
            </span>
          )}
        </p>
      )}
      <ChosenVariationContext.Provider value={chosen}>
        <div className="pb-grid">{children}</div>
      </ChosenVariationContext.Provider>
    </div>
  );
}
