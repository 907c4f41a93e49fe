import { useId, useState } from 'react';
import type { SplitTestBlockView } from '../../src/splitTests/schemas';
import { failureMessage } from '../../src/errors';

/**
 * Creates a block test from a split-test block already on one of the store's pages: the
 * seller builds the block and its variations in the page builder, then picks it here, so
 * the test's name and variations are the block's own and always match it. Blocks that
 * already have a test are not offered again.
 */
export function CreateBlockTest({
  blocks,
  onCreate,
}: {
  blocks: readonly SplitTestBlockView[];
  onCreate: (block: SplitTestBlockView) => Promise<void>;
}) {
  const blockId = useId();
  const headingId = useId();
  const detailsId = useId();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const block = chosen === '' ? null : (blocks[Number(chosen)] ?? null);
  return (
    <section className="split-tests__create" aria-labelledby={headingId}>
      <h2 id={headingId}>New block test</h2>
      <p>
        Add a Split test block to a page in the page builder, with one Split test variation block
        for each version (mark one as the default), then choose it here. Visitors see the default
        until the test starts.
      </p>
      {blocks.length === 0 ? (
        <p className="split-tests__hint">No split-test blocks on your pages yet.</p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (busy) return;
            if (!block) return setError('Choose a split-test block');
            if (block.problem) return setError(block.problem);
            setBusy(true);
            setError(null);
            onCreate(block).then(
              () => {
                setChosen('');
                setBusy(false);
              },
              (failure: unknown) => {
                setError(failureMessage(failure));
                setBusy(false);
              },
            );
          }}
        >
          <div className="split-tests__field">
            <label htmlFor={blockId}>Split-test block</label>
            <select
              id={blockId}
              value={chosen}
              aria-describedby={block ? detailsId : undefined}
              onChange={(event) => {
                setChosen(event.target.value);
                setError(null);
              }}
            >
              <option value="">Choose a block</option>
              {blocks.map((each, index) => (
                <option key={`${each.pageId}:${each.name}:${index}`} value={index}>
                  {each.name} on {each.pageTitle} ({each.pageUrl})
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="ui-button ui-button--primary" disabled={busy}>
            Create block test
          </button>
          {block ? (
            <p id={detailsId} className="split-tests__hint">
              {block.problem ??
                `Variations: ${block.variations
                  .map((v) => `${v.name}${v.default ? ' (default)' : ''}`)
                  .join(', ')}`}
            </p>
          ) : null}
          {error ? (
            <p className="split-tests__error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
