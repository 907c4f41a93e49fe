import { describe, expect, it } from 'vitest';
import { canUndo, chooseBase, resetKey, setKey, startHistory, undo } from './editHistory';

const start = startHistory({ base: 'teemill', overrides: {} });

describe('theme edit history', () => {
  it('undoes changes one at a time back to the theme the session started with', () => {
    const edited = setKey(setKey(start, 'primary.color', '#ff0000'), 'heading1.font', 'Lato');
    expect(edited.current.overrides).toEqual({
      'primary.color': '#ff0000',
      'heading1.font': 'Lato',
    });
    const once = undo(edited);
    expect(once.current.overrides).toEqual({ 'primary.color': '#ff0000' });
    expect(undo(once).current).toEqual(start.current);
    expect(canUndo(undo(once))).toBe(false);
  });

  it('records a reset and a new base preset, and undo brings them back', () => {
    const changed = setKey(start, 'primary.color', '#ff0000');
    const reset = resetKey(changed, 'primary.color');
    expect(reset.current.overrides).toEqual({});
    expect(undo(reset).current.overrides).toEqual({ 'primary.color': '#ff0000' });
    const naked = chooseBase(changed, 'naked');
    expect(naked.current).toEqual({ base: 'naked', overrides: { 'primary.color': '#ff0000' } });
    expect(undo(naked).current.base).toBe('teemill');
  });

  it('keeps no-op changes out of the history', () => {
    expect(resetKey(start, 'primary.color')).toBe(start);
    expect(chooseBase(start, 'teemill')).toBe(start);
    expect(undo(start)).toBe(start);
  });
});
