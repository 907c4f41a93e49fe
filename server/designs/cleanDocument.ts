import { sanitizeSvg } from '../../src/sanitize';
import type { DesignDocument, StudioElement } from '../../src/designs';

const SVG_PREFIX = 'data:image/svg+xml;base64,';

/**
 * The document as it may be stored: every SVG image sanitised again on the server (the
 * studio sanitises on upload, but a request can be hand-made).
 */
export function cleanDocument(document: DesignDocument): DesignDocument {
  const clean = (element: StudioElement): StudioElement => {
    if (element.kind !== 'image' || !element.src.startsWith(SVG_PREFIX)) return element;
    const svg = Buffer.from(element.src.slice(SVG_PREFIX.length), 'base64').toString('utf8');
    const safe = Buffer.from(sanitizeSvg(svg), 'utf8').toString('base64');
    return { ...element, src: SVG_PREFIX + safe };
  };
  return { ...document, elements: document.elements.map(clean) };
}
