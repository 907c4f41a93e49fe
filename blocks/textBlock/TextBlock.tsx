import { useMemo } from 'react';
import type { BlockComponentProps } from '../../src/registry';
import { sanitizeHtml } from '../../src/sanitize';
import type { TextBlockProperties } from './properties';
import { TextBlockView } from './TextBlockView';

/** Seller rich text, sanitised here (safe on raw properties, as in the editor's canvas). */
export function TextBlock(props: BlockComponentProps<TextBlockProperties>) {
  const html = useMemo(() => sanitizeHtml(props.properties.html), [props.properties.html]);
  return <TextBlockView {...props} properties={{ ...props.properties, html }} />;
}

/** Sanitises a text block's HTML once, on the server, for `TextBlockView`. */
export const prepareTextBlock = (properties: TextBlockProperties): TextBlockProperties => ({
  ...properties,
  html: sanitizeHtml(properties.html),
});
