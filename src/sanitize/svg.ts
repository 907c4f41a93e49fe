import DOMPurify from 'isomorphic-dompurify';

/**
 * A shopper's uploaded SVG made inert (design studio): DOMPurify's SVG profile keeps
 * shapes, paths, gradients and filters and drops scripts, event handlers, foreignObject
 * and external references. The same function runs in the studio on upload and on the
 * server when a design is saved, so a hand-made request cannot store a live SVG.
 */
export function sanitizeSvg(svg: string): string {
  return DOMPurify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    RETURN_TRUSTED_TYPE: false,
  }) as string;
}
