import { useEffect, useId, useReducer, useRef } from 'react';
import type { BlockComponentProps } from '../../src/registry';
import type { ExpandableProperties } from './properties';
import { expandableReducer, initialExpandable } from './rule';

/**
 * A titled section whose blocks show on demand: a real `<button aria-expanded>` controls
 * the region. It closes when the shopper moves to another page (a layout region keeps
 * the block mounted across pages).
 */
export function Expandable({
  properties,
  children,
  context,
}: BlockComponentProps<ExpandableProperties>) {
  const [state, dispatch] = useReducer(expandableReducer, properties.open, initialExpandable);
  const id = useId();
  const pageKey = context.page ? `${context.page.id ?? ''}:${context.page.url ?? ''}` : '';
  const shownPage = useRef(pageKey);

  useEffect(() => {
    if (shownPage.current === pageKey) return;
    shownPage.current = pageKey;
    dispatch('pageChange');
  }, [pageKey]);

  const open = state === 'open';
  return (
    <div className={open ? 'block-expandable block-expandable--open' : 'block-expandable'}>
      <h3 className="block-expandable__heading">
        <button
          type="button"
          id={`${id}-button`}
          className="block-expandable__toggle"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => dispatch('toggle')}
        >
          <span>{properties.title}</span>
          <span className="block-expandable__marker" aria-hidden="true" />
        </button>
      </h3>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        className="block-expandable__panel"
        hidden={!open}
      >
        <div className="pb-grid">{children}</div>
      </div>
    </div>
  );
}
