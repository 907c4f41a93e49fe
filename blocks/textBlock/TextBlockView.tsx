import { useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { BlockComponentProps } from '../../src/registry';
import { fontStack } from '../../themes/fontStack';
import type { TextBlockProperties } from './properties';

/** Inline styles for the seller's choices; unset ones fall back to the theme through CSS. */
export function textBlockStyle(properties: TextBlockProperties): CSSProperties {
  return {
    fontFamily: properties.font ? fontStack(properties.font) : undefined,
    color: properties.textColor || undefined,
    backgroundColor: properties.backgroundColour || undefined,
    borderRadius: properties.borderRadius ? `${properties.borderRadius}px` : undefined,
  };
}

/**
 * A text block whose HTML is already sanitised (by `TextBlock`, or on the server by the
 * type's `prepare`): the storefront hydrates with this, so no sanitiser ships to shoppers.
 * With a truncate height the text is cut behind a "Read more" button; once in the
 * browser, the button goes away if the text fits anyway.
 */
export function TextBlockView({ properties }: BlockComponentProps<TextBlockProperties>) {
  const html = properties.html;
  const contentId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [fits, setFits] = useState(false);
  const limit = properties.truncateHeight;

  // Measured before paint, so text that fits never flashes a button.
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (limit > 0 && content) setFits(content.scrollHeight <= limit);
  }, [html, limit]);

  const truncatable = limit > 0 && !fits;
  const classes = ['block-textBlock'];
  if (properties.backgroundColour) classes.push('block-textBlock--boxed');
  if (truncatable && !expanded) classes.push('block-textBlock--truncated');
  const style = {
    ...textBlockStyle(properties),
    '--text-block-truncate-height': limit > 0 ? `${limit}px` : undefined,
  } as CSSProperties;

  return (
    <div className={classes.join(' ')} style={style}>
      <div
        id={contentId}
        ref={contentRef}
        className="block-textBlock__content"
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {truncatable ? (
        <button
          type="button"
          className="block-textBlock__more"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Read less' : 'Read more'}
        </button>
      ) : null}
    </div>
  );
}
