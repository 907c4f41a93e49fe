import './panels.css';
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { Block } from '../../src/model';
import type { BlockRegistry } from '../../src/registry';
import { layerKeyAction, layerRows, type LayerRow } from './layerTree';

export interface LayersPanelProps {
  /** The page's blocks (the tree, as the document snapshot holds it). */
  blocks: readonly Block[];
  registry: Pick<BlockRegistry, 'find'>;
  selectedIds: ReadonlySet<string>;
  /** Blocks the canvas found hidden for the previewed visitor (failing conditions). */
  hiddenIds?: ReadonlySet<string>;
  /** `additive` with Shift (or Ctrl/Cmd on a click): add to the selection instead of replacing it. */
  onSelect: (id: string, additive: boolean) => void;
}

/**
 * The page's blocks as an accessible tree (the ARIA tree pattern, one tab stop): arrow
 * keys move, Right and Left expand and collapse containers, Enter selects, Shift+Enter
 * adds to the selection. Each row shows the block type's title, a short summary of its
 * text, and Hidden / Unpublished markers.
 */
export function LayersPanel({
  blocks,
  registry,
  selectedIds,
  hiddenIds,
  onSelect,
}: LayersPanelProps) {
  const headingId = useId();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLLIElement>());
  const rows = layerRows(blocks, registry, collapsed, hiddenIds);

  // The tab stop: the focused row if still shown, else the first selected, else the first.
  const tabStop =
    rows.find((row) => row.id === focusedId)?.id ??
    rows.find((row) => selectedIds.has(row.id))?.id ??
    rows[0]?.id ??
    null;

  const focusRow = (id: string) => {
    setFocusedId(id);
    items.current.get(id)?.focus();
  };
  const setExpanded = (id: string, expanded: boolean) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (expanded) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, row: LayerRow) => {
    const action = layerKeyAction(rows, row.id, event.key);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'focus') focusRow(action.id);
    else if (action.kind === 'expand') setExpanded(action.id, true);
    else if (action.kind === 'collapse') setExpanded(action.id, false);
    else onSelect(action.id, event.shiftKey);
  };

  const onClick = (event: MouseEvent<HTMLLIElement>, row: LayerRow) => {
    setFocusedId(row.id);
    onSelect(row.id, event.shiftKey || event.metaKey || event.ctrlKey);
  };

  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        Layers
      </h2>
      {rows.length === 0 ? (
        <p className="panel__empty">This page has no blocks yet. Add one from the blocks list.</p>
      ) : (
        <ul role="tree" aria-labelledby={headingId} aria-multiselectable="true" className="layers">
          {rows.map((row) => (
            <li
              key={row.id}
              ref={(element) => {
                if (element) items.current.set(row.id, element);
                else items.current.delete(row.id);
              }}
              role="treeitem"
              aria-level={row.level}
              aria-posinset={row.posInSet}
              aria-setsize={row.setSize}
              aria-expanded={row.hasChildren ? row.expanded : undefined}
              aria-selected={selectedIds.has(row.id)}
              tabIndex={row.id === tabStop ? 0 : -1}
              onKeyDown={(event) => onKeyDown(event, row)}
              onClick={(event) => onClick(event, row)}
              onFocus={() => setFocusedId(row.id)}
            >
              <div
                className="layers__row"
                style={{ paddingInlineStart: `${(row.level - 1) * 16 + 6}px` }}
              >
                <span
                  className="layers__toggle"
                  aria-hidden="true"
                  onClick={(event) => {
                    if (!row.hasChildren) return;
                    event.stopPropagation();
                    setExpanded(row.id, !row.expanded);
                  }}
                >
                  {row.hasChildren ? (row.expanded ? '▾' : '▸') : ''}
                </span>
                <span className="layers__title">{row.title}</span>
                {row.summary ? <span className="layers__summary">{row.summary}</span> : null}
                {row.markers.map((marker) => (
                  <span key={marker} className="layers__marker">
                    {marker}
                  </span>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
