import './panels.css';
import { useDraggable } from '@dnd-kit/core';
import { memo, useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { AnyBlockType, BlockRegistry, Compatibility } from '../../src/registry';
import { paletteGroups } from './paletteGroups';

/** The drag data a palette item carries; the canvas reads it on drop. */
export interface PaletteDragData {
  kind: 'palette';
  blockType: string;
}

/** The dnd-kit id of a palette item. */
export const paletteDragId = (name: string): string => `palette:${name}`;

export interface PaletteProps {
  registry: Pick<BlockRegistry, 'compatibleWith'>;
  /** Which types to offer: a storefront page or a mail page. */
  compatibility: Compatibility;
  /** Enter or a click: add the type after the selection, or at the end. */
  onAdd: (blockType: string) => void;
}

/**
 * The searchable list of block types a page can hold, in category groups. Each item is a
 * dnd-kit drag source (dropped on the canvas by pointer, or picked up with Space for a
 * keyboard drag), and also a button: Enter or a click adds the type without dragging.
 * Needs the canvas's DndContext above it.
 */
export function Palette({ registry, compatibility, onAdd }: PaletteProps) {
  const headingId = useId();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const offered = useMemo(() => registry.compatibleWith(compatibility), [registry, compatibility]);
  const groups = paletteGroups(offered, query);
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        Blocks
      </h2>
      <div className="field">
        <label htmlFor={searchId} className="ui-visually-hidden">
          Search blocks
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder="Search blocks"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {groups.length === 0 ? (
        <p className="panel__empty" role="status">{`No blocks match “${query.trim()}”.`}</p>
      ) : (
        <div className="palette__groups">
          {groups.map((group) => (
            <section key={group.category} aria-label={group.label}>
              <h3 className="panel__section-title">{group.label}</h3>
              <ul className="palette__items">
                {group.types.map((type) => (
                  <li key={type.name}>
                    <PaletteItem type={type} onAdd={onAdd} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}

/** Memoised: typing in the search re-renders the list, not the items that stay in it. */
const PaletteItem = memo(function PaletteItem({
  type,
  onAdd,
}: {
  type: AnyBlockType;
  onAdd: (blockType: string) => void;
}) {
  const data: PaletteDragData = { kind: 'palette', blockType: type.name };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: paletteDragId(type.name),
    data,
  });
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter adds at once; every other key (Space picks up) goes to dnd-kit's keyboard sensor.
    if (event.key === 'Enter') {
      event.preventDefault();
      onAdd(type.name);
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  return (
    <button
      ref={setNodeRef}
      type="button"
      className="palette__item"
      {...attributes}
      {...listeners}
      aria-pressed={isDragging}
      onKeyDown={onKeyDown}
      onClick={() => onAdd(type.name)}
    >
      <span>{type.title}</span>
      <small>{type.description}</small>
    </button>
  );
});
