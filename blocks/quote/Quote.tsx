import type { CSSProperties } from 'react';
import type { BlockComponentProps } from '../../src/registry';
import { fontStack } from '../../themes/fontStack';
import type { QuoteProperties } from './properties';

export function quoteTextStyle(properties: QuoteProperties): CSSProperties {
  return {
    fontFamily: properties.font ? fontStack(properties.font) : undefined,
    fontSize: `${properties.fontSize}px`,
    fontWeight: properties.bold ? 700 : 400,
    fontStyle: properties.italic ? 'italic' : 'normal',
  };
}

/** A quotation with its author, as a `<figure>` with `<blockquote>` and `<figcaption>`. */
export function Quote({ properties }: BlockComponentProps<QuoteProperties>) {
  return (
    <figure
      className="block-quote"
      style={{
        textAlign: properties.align,
        color: properties.textColor || undefined,
        backgroundColor: properties.backgroundColor || undefined,
        padding: properties.backgroundColor ? '1.5em' : undefined,
      }}
    >
      <blockquote className="block-quote__text" style={quoteTextStyle(properties)}>
        <p>{properties.quote}</p>
      </blockquote>
      {properties.author ? (
        <figcaption className="block-quote__author">{properties.author}</figcaption>
      ) : null}
    </figure>
  );
}
