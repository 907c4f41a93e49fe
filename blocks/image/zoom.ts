/**
 * Image zoom: normal or zoomed; a click toggles, moving
 * the pointer pans, the wheel changes the scale from 1 to 2 in steps of 0.1, leaving
 * the image unzooms.
 */
export const ZOOM_MIN_SCALE = 1;
export const ZOOM_MAX_SCALE = 2;
export const ZOOM_WHEEL_STEP = 0.1;

export interface ZoomState {
  mode: 'normal' | 'zoomed';
  scale: number;
  /** The point zoomed into, in percent of the image's width and height. */
  originX: number;
  originY: number;
}

export type ZoomEvent =
  | { type: 'click' }
  /** Pointer position as fractions (0 to 1) of the image's box. */
  | { type: 'move'; x: number; y: number }
  | { type: 'wheel'; deltaY: number }
  | { type: 'leave' };

export const initialZoom: ZoomState = {
  mode: 'normal',
  scale: ZOOM_MIN_SCALE,
  originX: 50,
  originY: 50,
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Scales are tenths; rounding keeps 1.1 + 0.1 from drifting to 1.2000000000000002. */
const tenths = (value: number) => Math.round(value * 10) / 10;

export function zoomReducer(state: ZoomState, event: ZoomEvent): ZoomState {
  switch (event.type) {
    case 'click':
      return state.mode === 'normal'
        ? { ...state, mode: 'zoomed', scale: ZOOM_MAX_SCALE }
        : { ...state, mode: 'normal', scale: ZOOM_MIN_SCALE };
    case 'move':
      if (state.mode === 'normal') return state;
      return { ...state, originX: clamp(event.x, 0, 1) * 100, originY: clamp(event.y, 0, 1) * 100 };
    case 'wheel': {
      // Only a zoomed image takes the wheel: over a normal image it scrolls the page.
      if (state.mode === 'normal' || event.deltaY === 0) return state;
      const step = event.deltaY < 0 ? ZOOM_WHEEL_STEP : -ZOOM_WHEEL_STEP;
      const scale = tenths(clamp(state.scale + step, ZOOM_MIN_SCALE, ZOOM_MAX_SCALE));
      return scale === ZOOM_MIN_SCALE ? { ...state, mode: 'normal', scale } : { ...state, scale };
    }
    case 'leave':
      return state.mode === 'normal' ? state : { ...state, mode: 'normal', scale: ZOOM_MIN_SCALE };
  }
}
