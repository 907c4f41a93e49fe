import type { CSSProperties } from 'react';
import { cssUrl } from '../../src/media';
import type { BlockComponentProps } from '../../src/registry';
import type { RowProperties } from './properties';

const ALIGN_ITEMS = { top: 'start', center: 'center', bottom: 'end', stretch: 'stretch' } as const;

/** A container laying its blocks out on the page's 12-column grid (6 below sm). */
export function Row({ properties, children }: BlockComponentProps<RowProperties>) {
  const style: CSSProperties = {
    backgroundColor: properties.backgroundColor || undefined,
    backgroundImage: cssUrl(properties.backgroundImage),
    padding: properties.padding ? `${properties.padding}px` : undefined,
  };
  return (
    <div className="block-row" style={style}>
      <div className="pb-grid" style={{ alignItems: ALIGN_ITEMS[properties.verticalAlignment] }}>
        {children}
      </div>
    </div>
  );
}
