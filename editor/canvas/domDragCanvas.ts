import type { DragCanvas } from '../machines/dragDrop';
import { FRAME_SELECTOR, keyboardTargets, targetAtPoint } from './targets';

/** The element the canvas scrolls in (the editor's stage). */
const STAGE_SELECTOR = '.ed-stage';

/**
 * The drag-and-drop machine's view of the canvas, over the DOM: block frames and container
 * areas carry their places in data attributes (targets.ts), so nothing is registered per
 * block. `root` answers the canvas' root element, or null while there is none.
 */
export function domDragCanvas(root: () => Element | null): DragCanvas<Element> {
  return {
    frameOf: (drag) =>
      drag.kind === 'block'
        ? document.querySelector(`${FRAME_SELECTOR}[data-block-frame="${CSS.escape(drag.id)}"]`)
        : null,
    markDragged: (frame, dragged) => {
      if (dragged) frame.setAttribute('data-dragging', '');
      else frame.removeAttribute('data-dragging');
    },
    placeAt: (point, dragged) => {
      const element = root();
      return element ? targetAtPoint(document, element, point, dragged) : null;
    },
    keyboardPlaces: (dragged) => {
      const element = root();
      if (!element) return null;
      return keyboardTargets(element, null).filter(
        (place) => !(dragged?.contains(place.element) && place.element !== dragged),
      );
    },
    rectOf: (place) => place.element.getBoundingClientRect(),
    reveal: (place) => place.element.scrollIntoView({ block: 'nearest' }),
    stageBox: () => root()?.closest(STAGE_SELECTOR)?.getBoundingClientRect() ?? null,
    scrollStage: (by) => {
      const stage = root()?.closest(STAGE_SELECTOR);
      if (stage) stage.scrollTop += by;
    },
  };
}
