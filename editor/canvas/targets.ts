import type { DropData } from './dropTarget';

/**
 * Where a drag is over, read from the canvas itself (a thin DOM adapter). Every block
 * frame and container area carries its place in data attributes, so one hit test per
 * pointer move finds the target: no drop-target registration per block, and so nothing
 * on the canvas re-renders while a block is dragged, however big the page.
 */

export const FRAME_SELECTOR = '[data-block-frame]';
export const CONTAINER_SELECTOR = '[data-drop-container]';

const ancestorsOf = (element: Element): string[] =>
  (element.getAttribute('data-ancestors') ?? '').split(' ').filter(Boolean);

/** The drop data a block frame describes. */
export function frameTarget(frame: Element): DropData {
  return {
    kind: 'block',
    id: frame.getAttribute('data-block-frame') ?? '',
    parentId: frame.getAttribute('data-parent-id') || null,
    index: Number(frame.getAttribute('data-index') ?? 0),
    width: Number(frame.getAttribute('data-width') ?? 12),
    ancestors: ancestorsOf(frame),
  };
}

/** The drop data a container's area describes: "at the end of" that container. */
export function containerTarget(area: Element): DropData {
  const id = area.getAttribute('data-drop-container');
  return {
    kind: 'container',
    parentId: id === 'root' || !id ? null : id,
    count: Number(area.getAttribute('data-count') ?? 0),
    ancestors: ancestorsOf(area),
  };
}

const inside = (rect: DOMRect, point: { x: number; y: number }) =>
  point.x >= rect.left && point.x <= rect.right && point.y >= rect.top && point.y <= rect.bottom;

/** The container area a frame owns itself (not one of a nested block's). */
const ownArea = (frame: Element): Element | null => {
  const id = frame.getAttribute('data-block-frame');
  return id
    ? frame.querySelector(`${CONTAINER_SELECTOR}[data-drop-container="${CSS.escape(id)}"]`)
    : null;
};

export interface HitTarget {
  element: Element;
  data: DropData;
}

/**
 * The target under a point: the innermost block frame there (never the dragged block or
 * anything inside it); its own container area when the point is inside that area and no
 * nested block is (dropping appends to the container); else the page's end.
 */
export function targetAtPoint(
  doc: Document,
  root: Element,
  point: { x: number; y: number },
  dragged: Element | null,
): HitTarget | null {
  if (!inside(root.getBoundingClientRect(), point)) return null;
  for (const element of doc.elementsFromPoint(point.x, point.y)) {
    if (dragged?.contains(element) || !root.contains(element)) continue;
    const frame = element.closest(FRAME_SELECTOR);
    if (!frame || !root.contains(frame) || dragged?.contains(frame)) continue;
    const area = ownArea(frame);
    if (area && inside(area.getBoundingClientRect(), point))
      return { element: area, data: containerTarget(area) };
    return { element: frame, data: frameTarget(frame) };
  }
  const pageEnd = root.querySelector(`${CONTAINER_SELECTOR}[data-drop-container="root"]`);
  return pageEnd ? { element: pageEnd, data: containerTarget(pageEnd) } : null;
}

/**
 * Every place a keyboard drag can step to, in reading order: each block (not the dragged
 * one or what is inside it), and after a container's blocks the end of that container;
 * the end of the page last.
 */
export function keyboardTargets(root: Element, dragged: Element | null): HitTarget[] {
  const targets: HitTarget[] = [];
  for (const element of root.querySelectorAll(`${FRAME_SELECTOR}, ${CONTAINER_SELECTOR}`)) {
    if (dragged?.contains(element)) continue;
    targets.push({
      element,
      data: element.matches(FRAME_SELECTOR) ? frameTarget(element) : containerTarget(element),
    });
  }
  // A container's area sits inside its frame, before its blocks in the document: move it
  // after them, where "at the end of" belongs in reading order.
  const ordered: HitTarget[] = [];
  const pendingEnds: HitTarget[] = [];
  for (const target of targets) {
    while (
      pendingEnds.length > 0 &&
      !containerOwnerOf(pendingEnds[pendingEnds.length - 1]!)?.contains(target.element)
    ) {
      ordered.push(pendingEnds.pop()!);
    }
    if (target.data.kind === 'container') pendingEnds.push(target);
    else ordered.push(target);
  }
  while (pendingEnds.length > 0) ordered.push(pendingEnds.pop()!);
  return ordered;
}

const containerOwnerOf = (target: HitTarget): Element | null =>
  target.data.kind === 'container' && target.data.parentId === null
    ? target.element.closest('.ed-root-drop')
    : target.element.closest(FRAME_SELECTOR);
