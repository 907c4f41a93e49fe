import {
  addElement,
  blankDesign,
  duplicateElement,
  findBaseProduct,
  moveLayer,
  nudge,
  push,
  redo,
  removeElement,
  scaleElement,
  startHistory,
  undo,
  updateElement,
  type DesignDocument,
  type History,
  type LayerMove,
  type StudioElement,
} from '../src/designs';

/**
 * The studio's state: the design under undo/redo. Every action makes one history step,
 * so a drag (committed when it ends) undoes in one go.
 */
export type DesignAction =
  | { type: 'product'; kind: string }
  | { type: 'colour'; colour: string }
  | { type: 'size'; size: string }
  | { type: 'add'; element: StudioElement }
  | { type: 'update'; id: string; patch: Partial<StudioElement> }
  | { type: 'remove'; id: string }
  | { type: 'duplicate'; id: string; newId: string }
  | { type: 'nudge'; id: string; dx: number; dy: number }
  | { type: 'scale'; id: string; factor: number }
  | { type: 'layer'; id: string; move: LayerMove }
  | { type: 'undo' }
  | { type: 'redo' };

export const newDocument = (kind: string): DesignDocument => blankDesign(kind);

function edit(document: DesignDocument, action: DesignAction): DesignDocument {
  const elements = document.elements;
  switch (action.type) {
    case 'product': {
      // A new product keeps the elements whose area it also has.
      const next = newDocument(action.kind);
      const areas = findBaseProduct(next.product)!.areas.map((area) => area.name);
      return { ...next, elements: elements.filter((e) => areas.includes(e.area)) };
    }
    case 'colour':
      return { ...document, colour: action.colour };
    case 'size':
      return { ...document, size: action.size };
    case 'add':
      return { ...document, elements: addElement(elements, action.element) };
    case 'update':
      return { ...document, elements: updateElement(elements, action.id, action.patch) };
    case 'remove':
      return { ...document, elements: removeElement(elements, action.id) };
    case 'duplicate':
      return { ...document, elements: duplicateElement(elements, action.id, action.newId) };
    case 'nudge':
      return { ...document, elements: nudge(elements, action.id, action.dx, action.dy) };
    case 'scale':
      return { ...document, elements: scaleElement(elements, action.id, action.factor) };
    case 'layer':
      return { ...document, elements: moveLayer(elements, action.id, action.move) };
    default:
      return document;
  }
}

export function designReducer(
  history: History<DesignDocument>,
  action: DesignAction,
): History<DesignDocument> {
  if (action.type === 'undo') return undo(history);
  if (action.type === 'redo') return redo(history);
  return push(history, edit(history.present, action));
}

export const startDesign = (kind: string) => startHistory(newDocument(kind));

/** The history of a design the studio opens with (a product's customiseIt), nothing to undo. */
export const openDesign = (document: DesignDocument) => startHistory(document);
