import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Block, Page, StoreCoreData } from '../../src/model';
import type { BlockRegistry, BlockRenderContext } from '../../src/registry';
import { MAIL_WIDTH } from '../../src/mail/constants';
import { hasFlag } from '../../src/rules/flags';
import { isPseudoItem } from '../../src/rules/isPseudoItem';
import { sortByOrder } from '../../src/rules/sortByOrder';
import { resolvePageTheme, themeToCss } from '../../themes';
import { PageRenderer } from '../../runtime/render/PageRenderer';
import { pageContentStyles } from '../../runtime/render/styles';
import { themeHead } from '../../runtime/render/theme';
import { baseStyles } from '../../runtime/shell/styles';
import { BlockFrame } from './BlockFrame';
import { useCanvasRoot } from './EditorDnd';

/**
 * What the canvas shows: every block but deleted ones and pseudo-items, including
 * unpublished and conditional blocks (marked on their frames), so a seller can edit them.
 */
export function canvasItems(blocks: readonly Block[]): Block[] {
  return sortByOrder(blocks).filter(
    (block) => !hasFlag(block.flags, 'deleted') && !isPseudoItem(block),
  );
}

export const VIEWPORT_WIDTHS = { desktop: null, tablet: 768, mobile: 375 } as const;
export type Viewport = keyof typeof VIEWPORT_WIDTHS;

interface CanvasProps {
  page: Page;
  registry: BlockRegistry;
  coreData: StoreCoreData;
  viewport: Viewport;
  blockData: Readonly<Record<string, unknown>>;
  onClear: () => void;
  /** Chrome around the page (the store's header and footer), drawn inert. */
  header?: ReactNode;
  footer?: ReactNode;
}

/**
 * The canvas's first paint shows this many top-level blocks (a screen and more); the rest
 * follow in growing batches, each a React transition: rendered in slices that yield to
 * input, so opening a long page neither holds back the first paint nor blocks the main
 * thread while the rest arrives (issue 14, section 5). Once every block has been shown,
 * every block always is: a block added later appears with its edit.
 */
export const FIRST_PAINT_BLOCKS = 12;
/** Each batch after the first paint shows this many times more blocks than are shown. */
const BATCH_GROWTH = 4;

/** How many top-level blocks to show now: growing to `total` after the first paint, then all. */
export function nextShownCount(shown: number, total: number): number {
  return Math.min(total, shown * BATCH_GROWTH);
}

function useProgressiveCount(total: number): number | null {
  // null: every block is shown.
  const [shown, setShown] = useState<number | null>(FIRST_PAINT_BLOCKS);
  useEffect(() => {
    if (shown === null) return;
    if (shown >= total) {
      setShown(null);
      return;
    }
    // After this paint, not in it: a frame, then the next batch as a transition.
    let transition = 0;
    const frame = requestAnimationFrame(() => {
      transition = window.setTimeout(
        () => startTransition(() => setShown(nextShownCount(shown, total))),
        0,
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(transition);
    };
  }, [shown, total]);
  return shown;
}

const canvasStyleCache = new Map<string, string>();

/** Theme variables and page styles scoped to the canvas, so the editor's UI keeps its own look. */
export function canvasStyles(registry: BlockRegistry, theme: string): string {
  const hit = canvasStyleCache.get(theme);
  if (hit) return hit;
  const css = [
    themeToCss(resolvePageTheme(theme).values, '.ed-canvas'),
    baseStyles('.ed-canvas'),
    pageContentStyles(registry),
  ].join('\n');
  canvasStyleCache.set(theme, css);
  return css;
}

/**
 * The editor's canvas: the page drawn by the storefront's own renderer, in preview mode,
 * with the store's theme, inside an editing frame per block. Links never navigate here.
 */
export function Canvas({
  page,
  registry,
  coreData,
  viewport,
  blockData,
  onClear,
  header,
  footer,
}: CanvasProps) {
  const theme = page.theme ?? coreData.state.subdomain.theme;
  const css = canvasStyles(registry, theme);
  // Blocks see only the page's identity and settings (BlockRenderContext.page). Built from
  // those fields, the context survives block edits, so BlockCell's memo holds and an edit
  // re-renders the blocks it touched, not the whole canvas (measured by bench/editor).
  const { id, url, divisionId, properties } = page;
  const context = useMemo<BlockRenderContext>(
    () => ({ mode: 'preview', page: { id, url, divisionId, properties }, editing: true }),
    [id, url, divisionId, properties],
  );
  const frame = useCallback(
    (block: Block, rendered: ReactNode) => <BlockFrame block={block}>{rendered}</BlockFrame>,
    [],
  );
  // A mail page is composed at the mail layout's width (520px), whatever the preview width.
  const mail = page.properties.isMailPage.value || page.layout === 'mail';
  const width = mail
    ? Math.min(MAIL_WIDTH, VIEWPORT_WIDTHS[viewport] ?? MAIL_WIDTH)
    : VIEWPORT_WIDTHS[viewport];
  const spacing = page.properties.ySpacing.value;
  const shown = useProgressiveCount(canvasItems(page.blocks).length);
  // One function for every list: a new one would re-render every memoised block. It limits
  // the page's own list (the top level) while blocks are still arriving, never a row's.
  const [limit] = useState(() => ({ root: page.blocks, shown }));
  limit.root = page.blocks;
  limit.shown = shown;
  const visibleItems = useCallback(
    (blocks: readonly Block[]) => {
      const items = canvasItems(blocks);
      return limit.shown === null || blocks !== limit.root ? items : items.slice(0, limit.shown);
    },
    [limit],
  );

  return (
    <div className="ed-canvas-viewport" data-viewport={viewport}>
      <style>{css}</style>
      {themeHead(theme).fontStylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      <div
        className="ed-canvas sf-app"
        style={{ maxWidth: width ?? undefined }}
        onClickCapture={(event) => {
          // Links and form submits inside blocks do nothing while editing.
          if (
            (event.target as HTMLElement).closest('a, button[type="submit"]') &&
            !(event.target as HTMLElement).closest('.ed-frame-toolbar')
          ) {
            event.preventDefault();
          }
        }}
        onClick={onClear}
      >
        {header ? <div inert>{header}</div> : null}
        <RootDropArea count={canvasItems(page.blocks).length}>
          <div className="sf-page pb-root" style={{ ['--page-spacing' as string]: `${spacing}px` }}>
            <PageRenderer
              blocks={page.blocks}
              registry={registry}
              visibleItems={visibleItems}
              context={context}
              blockData={blockData}
              frame={frame}
            />
            {canvasItems(page.blocks).length === 0 ? (
              <p className="ed-empty">
                This page is empty. Drag a block here from the palette, or choose one and press
                Enter.
              </p>
            ) : null}
          </div>
        </RootDropArea>
        {footer ? <div inert>{footer}</div> : null}
      </div>
    </div>
  );
}

/**
 * The page itself: the drag-and-drop's canvas root, and below the last block the page's
 * end (dropping there appends to the page).
 */
function RootDropArea({ count, children }: { count: number; children: ReactNode }) {
  const setRoot = useCanvasRoot();
  return (
    <div ref={setRoot} className="ed-root-drop">
      {children}
      <div
        className="ed-page-end"
        data-drop-container="root"
        data-count={count}
        data-ancestors=""
        aria-hidden="true"
      />
    </div>
  );
}
