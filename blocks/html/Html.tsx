import { useMemo } from 'react';
import type { BlockComponentProps } from '../../src/registry';
import { sanitizeHtml } from '../../src/sanitize';
import type { HtmlProperties } from './properties';
import { HtmlView } from './HtmlView';

/** The seller's own HTML, sanitised with the shared policy: no scripts, no embeds, safe links. */
export function Html(props: BlockComponentProps<HtmlProperties>) {
  const html = useMemo(() => sanitizeHtml(props.properties.html), [props.properties.html]);
  return <HtmlView {...props} properties={{ ...props.properties, html }} />;
}

/** Sanitises the HTML once, on the server, for `HtmlView`. */
export const prepareHtml = (properties: HtmlProperties): HtmlProperties => ({
  ...properties,
  html: sanitizeHtml(properties.html),
});
