import type { CSSProperties } from 'react';
import { cssUrl } from '../../src/media';
import type { BlockComponentProps } from '../../src/registry';
import type { SlideProperties } from './properties';

/** One slide of a slideshow: its blocks on the page grid, over an optional background. */
export function Slide({ properties, children }: BlockComponentProps<SlideProperties>) {
  const style: CSSProperties = {
    backgroundColor: properties.backgroundColor || undefined,
    backgroundImage: cssUrl(properties.backgroundImage),
    minHeight: properties.minHeight ? `${properties.minHeight}px` : undefined,
    padding: properties.padding ? `${properties.padding}px` : undefined,
  };
  return (
    <section className="block-slide" style={style} aria-label={properties.label || undefined}>
      <div className="pb-grid">{children}</div>
    </section>
  );
}
