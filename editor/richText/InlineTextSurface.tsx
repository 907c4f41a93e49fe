import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import type { CSSProperties } from 'react';

/**
 * The editable text of a text block on the canvas, inside a LexicalComposer: the block's
 * own content class, a labelled multi-line textbox, and Escape or leaving it ends the
 * editing (`onDone`). Used by the editor alone and by the shared (collaborative) one.
 */
export function InlineTextSurface(props: {
  className?: string | undefined;
  style?: CSSProperties | undefined;
  label: string;
  onDone?: (() => void) | undefined;
  onFocus?: () => void;
  onBlur?: () => void;
}) {
  return (
    <div className={props.className} style={props.style}>
      <RichTextPlugin
        contentEditable={
          <ContentEditable
            className="block-textBlock__content ed-inline-text"
            aria-label={props.label}
            aria-multiline
            role="textbox"
            onFocus={props.onFocus}
            onBlur={() => {
              props.onBlur?.();
              props.onDone?.();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                props.onDone?.();
              }
            }}
          />
        }
        ErrorBoundary={LexicalErrorBoundary}
      />
    </div>
  );
}
