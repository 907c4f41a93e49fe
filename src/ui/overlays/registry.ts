/**
 * The overlay registry rule: overlays are
 * registered closed; each can be opened, closed or toggled, or all closed at once; a
 * close request is ignored when its event says to prevent closing (a form mid-save, say).
 * Every function returns the same state object when nothing changes.
 */
export type OverlayState = Readonly<Record<string, boolean>>;

/** The event behind a close request. */
export interface CloseRequest {
  preventClose?: boolean;
}

export const initialOverlayState: OverlayState = {};

export function registerOverlay(state: OverlayState, name: string): OverlayState {
  return state[name] === false ? state : { ...state, [name]: false };
}

export function unregisterOverlay(state: OverlayState, name: string): OverlayState {
  if (!(name in state)) return state;
  const { [name]: _removed, ...rest } = state;
  return rest;
}

export function isOverlayOpen(state: OverlayState, name: string): boolean {
  return state[name] === true;
}

/** Opens a registered overlay; an unknown name changes nothing. */
export function openOverlay(state: OverlayState, name: string): OverlayState {
  return state[name] === false ? { ...state, [name]: true } : state;
}

export function closeOverlay(
  state: OverlayState,
  name: string,
  request: CloseRequest = {},
): OverlayState {
  if (request.preventClose || state[name] !== true) return state;
  return { ...state, [name]: false };
}

/** Opens a closed overlay or closes an open one (a close that the request may prevent). */
export function toggleOverlay(
  state: OverlayState,
  name: string,
  request: CloseRequest = {},
): OverlayState {
  return isOverlayOpen(state, name) ? closeOverlay(state, name, request) : openOverlay(state, name);
}

export function closeAllOverlays(state: OverlayState, request: CloseRequest = {}): OverlayState {
  if (request.preventClose || !Object.values(state).includes(true)) return state;
  return Object.fromEntries(Object.keys(state).map((name) => [name, false]));
}
