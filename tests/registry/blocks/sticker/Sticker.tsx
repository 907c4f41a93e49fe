import type { BlockComponentProps } from '../../../../src/registry';
import { sanitizeHtml } from '../../../../src/sanitize';
import type { StickerProperties } from './properties';

/** Seller rich text on a coloured sticker, sanitised here (safe on raw properties, as in the editor). */
export function Sticker({ properties }: BlockComponentProps<StickerProperties>) {
  return (
    <div className="block-sticker" style={{ background: properties.colour }}>
      <div
        className="sticker-text"
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(properties.html) }}
      />
    </div>
  );
}
