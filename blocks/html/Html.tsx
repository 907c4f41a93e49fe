import { useMemo } from 'react';
import type { BlockComponentProps } from '../../src/registry';
import { sanitizeHtml } from '../../src/sanitize';
import type { HtmlProperties } from './properties';

/** The seller's own HTML, sanitised with the shared policy: no scripts, no embeds, safe links. */
export function Html({ properties }: BlockComponentProps<HtmlProperties>) {
  const html = useMemo(() => sanitizeHtml(properties.html), [properties.html]);
  return <div className="block-html" dangerouslySetInnerHTML={{ __html: html }} />;
}
