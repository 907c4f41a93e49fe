import type { StudioElement } from './design';

/**
 * Edits of a design's element list, as pure functions: the canvas, the keyboard and the
 * buttons all go through these, so undo sees one list per step. Locked elements refuse
 * moves, scaling and deletion.
 */
export const NUDGE_MM = 1;
export const SCALE_STEP = 1.1;
/** Within this distance (mm) of an area's centre line an element snaps onto it. */
export const SNAP_MM = 4;

type Elements = readonly StudioElement[];

const replace = (elements: Elements, id: string, next: (e: StudioElement) => StudioElement) =>
  elements.map((element) => (element.id === id && !element.locked ? next(element) : element));

export function addElement(elements: Elements, element: StudioElement): StudioElement[] {
  return [...elements, element];
}

export function updateElement(
  elements: Elements,
  id: string,
  patch: Partial<StudioElement>,
): StudioElement[] {
  return elements.map((element) =>
    element.id === id ? ({ ...element, ...patch } as StudioElement) : element,
  );
}

export function removeElement(elements: Elements, id: string): StudioElement[] {
  return elements.filter((element) => element.id !== id || element.locked);
}

export function duplicateElement(elements: Elements, id: string, newId: string): StudioElement[] {
  const index = elements.findIndex((element) => element.id === id);
  const original = elements[index];
  if (!original) return [...elements];
  // The copy sits slightly offset, above the original, so the shopper sees it appear.
  const copy = { ...original, id: newId, x: original.x + 5, y: original.y + 5, locked: false };
  return [...elements.slice(0, index + 1), copy, ...elements.slice(index + 1)];
}

export function nudge(elements: Elements, id: string, dx: number, dy: number): StudioElement[] {
  return replace(elements, id, (e) => ({ ...e, x: e.x + dx, y: e.y + dy }));
}

/** Scales about the element's centre (x, y are the centre), text size with it. */
export function scaleElement(elements: Elements, id: string, factor: number): StudioElement[] {
  return replace(elements, id, (e) => {
    const scaled = { ...e, width: e.width * factor, height: e.height * factor };
    return e.kind === 'text' ? { ...scaled, fontSize: e.fontSize * factor } : scaled;
  });
}

export type LayerMove = 'forward' | 'backward' | 'front' | 'back';

/** Layer order: later in the list is drawn on top. */
export function moveLayer(elements: Elements, id: string, move: LayerMove): StudioElement[] {
  const index = elements.findIndex((element) => element.id === id);
  if (index < 0) return [...elements];
  const rest = elements.filter((element) => element.id !== id);
  const target = {
    forward: Math.min(index + 1, rest.length),
    backward: Math.max(index - 1, 0),
    front: rest.length,
    back: 0,
  }[move];
  return [...rest.slice(0, target), elements[index]!, ...rest.slice(target)];
}

/** Snaps a centre coordinate onto the area's centre line when within SNAP_MM of it. */
export function snapToCentre(value: number, areaSizeMm: number): number {
  const centre = areaSizeMm / 2;
  return Math.abs(value - centre) <= SNAP_MM ? centre : value;
}
