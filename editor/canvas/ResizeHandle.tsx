import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { GRID_COLUMNS, MIN_BLOCK_WIDTH } from '../../src/model';
import { keyboardWidth, snappedWidth } from './resize';

/**
 * The right edge of a block: drag it to change the block's width in whole columns (3 to
 * 12), or focus it and use the arrow keys. While dragging, only the block's own grid cell
 * is restyled (no React render per pointer move); the width is committed on release.
 */
export function ResizeHandle({
  width,
  onResize,
  label,
}: {
  width: number;
  onResize: (width: number) => void;
  label: string;
}) {
  const start = useRef<{ x: number; width: number; columnWidth: number; cell: HTMLElement } | null>(
    null,
  );

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    const cell = event.currentTarget.closest<HTMLElement>('.pb-cell');
    const grid = cell?.parentElement;
    if (!cell || !grid) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = {
      x: event.clientX,
      width,
      columnWidth: grid.getBoundingClientRect().width / GRID_COLUMNS,
      cell,
    };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const drag = start.current;
    if (!drag) return;
    const next = snappedWidth(drag.width, event.clientX - drag.x, drag.columnWidth);
    drag.cell.style.setProperty('--span', String(next));
    drag.cell.dataset.resizing = String(next);
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const drag = start.current;
    start.current = null;
    if (!drag) return;
    delete drag.cell.dataset.resizing;
    const next = snappedWidth(drag.width, event.clientX - drag.x, drag.columnWidth);
    drag.cell.style.setProperty('--span', String(drag.width));
    if (next !== drag.width) onResize(next);
  };

  return (
    <div
      className="ed-resize"
      role="slider"
      tabIndex={0}
      aria-label={`${label} width in columns`}
      aria-valuemin={MIN_BLOCK_WIDTH}
      aria-valuemax={GRID_COLUMNS}
      aria-valuenow={width}
      aria-valuetext={`${width} of ${GRID_COLUMNS} columns`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        const next = keyboardWidth(width, event.key);
        if (next === null) return;
        event.preventDefault();
        event.stopPropagation();
        if (next !== width) onResize(next);
      }}
    />
  );
}
