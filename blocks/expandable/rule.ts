/**
 * Expandable container: closed or open; a click toggles, a page
 * change closes it; it may start open.
 */
export type ExpandableState = 'closed' | 'open';
export type ExpandableEvent = 'toggle' | 'pageChange';

export const initialExpandable = (startOpen: boolean): ExpandableState =>
  startOpen ? 'open' : 'closed';

export function expandableReducer(state: ExpandableState, event: ExpandableEvent): ExpandableState {
  if (event === 'pageChange') return 'closed';
  return state === 'open' ? 'closed' : 'open';
}
