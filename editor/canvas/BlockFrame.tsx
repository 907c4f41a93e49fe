import { createContext, useContext, type ReactNode } from 'react';
import type { Block } from '../../src/model';
import { hasFlag } from '../../src/rules/flags';
import { isUnpublished } from '../../src/rules/isUnpublished';
import { DRAG_INSTRUCTIONS_ID } from './EditorDnd';
import type { InlineText } from '../../src/registry';
import { ResizeHandle } from './ResizeHandle';
import { useIsSelected, type SelectionStore } from './selectionStore';

/** What every frame needs from the canvas; stable for the canvas' lifetime. */
export interface FrameServices {
  selection: SelectionStore;
  /** The text block being edited in place (at most one id). */
  editingText: SelectionStore;
  /** Draws the in-place editor of a text block (collaborative when the page is shared). */
  renderTextEditor: (
    block: Block,
    props: { className: string; style: React.CSSProperties; label: string; onDone: () => void },
  ) => ReactNode;
  onTextEditing: (id: string | null) => void;
  titleOf: (type: string) => string;
  /** In-place text editing for a block (its type's `inlineText`, `inlineTextOf` in src/registry), or undefined. */
  inlineTextOf: (block: Block) => InlineText | undefined;
  isContainer: (type: string) => boolean;
  /** The page's fixed first block (a slideshow at the top): it has no drag handle or moves. */
  isFixed: (block: Block) => boolean;
  onSelect: (id: string, additive: boolean) => void;
  onResize: (id: string, width: number) => void;
  onAction: (id: string, action: 'moveUp' | 'moveDown' | 'duplicate' | 'delete') => void;
}

export const FrameServicesContext = createContext<FrameServices | null>(null);
/** The ids of the blocks a frame sits in, outermost first. */
const AncestorsContext = createContext<readonly string[]>([]);

/**
 * The editing frame around one block on the canvas: selection (click, shift-click),
 * a drag handle (pointer or keyboard), a toolbar for the selected block, the resize edge,
 * and for containers an inner drop area that nests. Reads its own selected state from the
 * selection store, so selecting one block re-renders one frame.
 */
export function BlockFrame({ block, children }: { block: Block; children: ReactNode }) {
  const services = useContext(FrameServicesContext);
  if (!services) throw new Error('BlockFrame outside the canvas');
  const ancestors = useContext(AncestorsContext);
  const selected = useIsSelected(services.selection, block.id);
  // Worked out only for the one block being edited: a frame re-renders on each change of its block.
  const inlineText = useIsSelected(services.editingText, block.id)
    ? services.inlineTextOf(block)
    : undefined;
  const editingText = inlineText !== undefined;
  const title = services.titleOf(block.type);
  const container = services.isContainer(block.type);
  const fixed = services.isFixed(block);
  const unpublished = isUnpublished(block) || block.properties.published === false;
  const conditions = block.properties.conditions ?? [];

  return (
    <div
      className="ed-frame"
      data-selected={selected || undefined}
      data-unpublished={unpublished || undefined}
      // Its place, read by the drag-and-drop's hit test (targets.ts): no hooks per block.
      data-block-frame={block.id}
      data-block-type={block.type}
      data-parent-id={block.parent ?? ''}
      data-index={block.order}
      data-width={block.size.x}
      data-ancestors={ancestors.join(' ')}
      data-fixed={fixed || undefined}
      onClick={(event) => {
        event.stopPropagation();
        if (!editingText) services.onSelect(block.id, event.shiftKey);
      }}
      onDoubleClick={(event) => {
        if (!services.inlineTextOf(block)) return;
        event.stopPropagation();
        services.onTextEditing(block.id);
      }}
    >
      {container ? <ContainerDropArea block={block} ancestors={ancestors} /> : null}
      {inlineText ? (
        services.renderTextEditor(block, {
          className: inlineText.className,
          style: inlineText.style,
          label: `${title} text`,
          onDone: () => services.onTextEditing(null),
        })
      ) : (
        <AncestorsContext.Provider value={container ? [...ancestors, block.id] : ancestors}>
          {children}
        </AncestorsContext.Provider>
      )}
      {unpublished || conditions.length > 0 || hasFlag(block.flags, 'shadow') ? (
        <span className="ed-frame-badges" aria-hidden="true">
          {unpublished ? <span className="ed-badge">Unpublished</span> : null}
          {conditions.length > 0 ? <span className="ed-badge">Conditional</span> : null}
          {hasFlag(block.flags, 'shadow') ? <span className="ed-badge">Template item</span> : null}
        </span>
      ) : null}
      <div
        className="ed-frame-toolbar"
        role="toolbar"
        aria-label={`${title} actions`}
        onClick={(event) => event.stopPropagation()}
      >
        {fixed ? (
          <span className="ed-handle ed-handle--fixed" title="The first block stays at the top">
            <span>{title}</span> (fixed at the top)
          </span>
        ) : (
          <button
            type="button"
            className="ed-handle"
            data-drag-handle=""
            aria-roledescription="draggable"
            aria-describedby={DRAG_INSTRUCTIONS_ID}
            aria-label={`Drag ${title}`}
          >
            ⠿ <span>{title}</span>
          </button>
        )}
        {selected ? (
          <>
            {fixed ? null : (
              <>
                <button
                  type="button"
                  onClick={() => services.onAction(block.id, 'moveUp')}
                  aria-label={`Move ${title} up`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  onClick={() => services.onAction(block.id, 'moveDown')}
                  aria-label={`Move ${title} down`}
                >
                  ↓
                </button>
              </>
            )}
            <button
              type="button"
              onClick={() => services.onAction(block.id, 'duplicate')}
              aria-label={`Duplicate ${title}`}
            >
              <ToolIcon path="M8 8h11v11H8zM5 16V5h11" />
            </button>
            <button
              type="button"
              onClick={() => services.onAction(block.id, 'delete')}
              aria-label={`Delete ${title}`}
            >
              <ToolIcon path="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
            </button>
          </>
        ) : null}
      </div>
      {selected ? (
        <ResizeHandle
          width={block.size.x}
          label={title}
          onResize={(width) => services.onResize(block.id, width)}
        />
      ) : null}
    </div>
  );
}

function ToolIcon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="14"
      height="14"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

/** The inner area of a container block: dropping there appends to the container. */
function ContainerDropArea({ block, ancestors }: { block: Block; ancestors: readonly string[] }) {
  const count = block.items.filter((item) => !hasFlag(item.flags, 'deleted')).length;
  return (
    <div
      className="ed-container-drop"
      data-drop-container={block.id}
      data-count={count}
      data-ancestors={[...ancestors, block.id].join(' ')}
      data-empty={count === 0 || undefined}
      aria-hidden="true"
    />
  );
}
