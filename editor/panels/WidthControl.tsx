import { useId } from 'react';
import { GRID_COLUMNS, MIN_BLOCK_WIDTH } from '../../src/model';

export interface WidthControlProps {
  /** Columns of the 12-column grid the block spans. */
  width: number;
  /** The type's own minimum, never below the grid's 3. */
  min?: number;
  onResize: (width: number) => void;
}

/** Clamps a width to the grid: whole columns from the minimum (3) to 12. */
export const clampWidth = (width: number, min = MIN_BLOCK_WIDTH): number =>
  Math.min(GRID_COLUMNS, Math.max(Math.max(min, MIN_BLOCK_WIDTH), Math.round(width)));

/**
 * The block's width in columns: a slider (arrow keys move a column) with the number
 * beside it, read out as "6 of 12 columns".
 */
export function WidthControl({ width, min = MIN_BLOCK_WIDTH, onResize }: WidthControlProps) {
  const id = useId();
  const lowest = clampWidth(min, min);
  const current = clampWidth(width, lowest);
  const text = `${current} of ${GRID_COLUMNS} columns`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        Width
      </label>
      <div className="field__row">
        <input
          id={id}
          type="range"
          min={lowest}
          max={GRID_COLUMNS}
          step={1}
          value={current}
          aria-valuetext={text}
          onChange={(event) => {
            const next = clampWidth(Number(event.target.value), lowest);
            if (next !== current) onResize(next);
          }}
        />
        <output htmlFor={id} aria-hidden="true">
          {text}
        </output>
      </div>
    </div>
  );
}
