import type { CSSProperties } from 'react';
import type { BlockComponentProps } from '../../src/registry';
import type { GridProperties } from './properties';

/** A container laying its items in equal columns, more of them on wider screens. */
export function Grid({ properties, children }: BlockComponentProps<GridProperties>) {
  const style = {
    '--grid-columns-xs': properties.columnsXs,
    '--grid-columns-md': properties.columnsMd,
    '--grid-columns-lg': properties.columnsLg,
  } as CSSProperties;
  return (
    <div className="block-grid" style={style}>
      <div className="block-grid__items">{children}</div>
    </div>
  );
}
