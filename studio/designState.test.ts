import { describe, expect, it } from 'vitest';
import { designReducer, startDesign } from './designState';

describe('designReducer', () => {
  it('edits with one undo step each and keeps elements across products with that area', () => {
    let state = startDesign('hoodie');
    expect(state.present).toMatchObject({ product: 'hoodie', colour: 'Navy' });
    state = designReducer(state, {
      type: 'add',
      element: {
        id: 'a',
        kind: 'text',
        area: 'left',
        x: 40,
        y: 50,
        width: 60,
        height: 10,
        rotation: 0,
        locked: false,
        text: 'Hi',
        font: 'Lato',
        fontSize: 10,
        fill: '#ffffff',
        align: 'center',
        curve: 0,
      },
    });
    state = designReducer(state, { type: 'nudge', id: 'a', dx: 1, dy: 0 });
    expect(state.present.elements[0]!.x).toBe(41);
    state = designReducer(state, { type: 'undo' });
    expect(state.present.elements[0]!.x).toBe(40);
    state = designReducer(state, { type: 'product', kind: 'tote-bag' });
    expect(state.present.elements).toEqual([]);
    state = designReducer(state, { type: 'undo' });
    expect(state.present.product).toBe('hoodie');
  });
});
