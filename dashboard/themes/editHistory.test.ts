import { describe, expect, it } from 'vitest';
import {
  applyTheme,
  canUndo,
  chooseBase,
  resetKey,
  setKey,
  setKeyLive,
  settle,
  startHistory,
  undo,
} from './editHistory';

const start = startHistory({ base: 'teemill', overrides: {}, customThemeId: null });

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
    expect(naked.current).toEqual({
      base: 'naked',
      overrides: { 'primary.color': '#ff0000' },
      customThemeId: null,
    });
    expect(undo(naked).current.base).toBe('teemill');
  });

  it('keeps no-op changes out of the history', () => {
    expect(resetKey(start, 'primary.color')).toBe(start);
    expect(chooseBase(start, 'teemill')).toBe(start);
    expect(undo(start)).toBe(start);
  });
});

describe('live changes', () => {
  it('makes one undo entry of one drag of a key, and a new one after it settles', () => {
    const dragged = setKeyLive(
      setKeyLive(setKeyLive(start, 'primary.color', '#100000'), 'primary.color', '#200000'),
      'primary.color',
      '#300000',
    );
    expect(dragged.current.overrides).toEqual({ 'primary.color': '#300000' });
    expect(undo(dragged).current).toEqual(start.current);
    const again = setKeyLive(settle(dragged), 'primary.color', '#400000');
    expect(undo(again).current.overrides).toEqual({ 'primary.color': '#300000' });
  });

  it('starts a new entry when another key is dragged', () => {
    const two = setKeyLive(setKeyLive(start, 'primary.color', '#100000'), 'text.color', '#222222');
    expect(undo(two).current.overrides).toEqual({ 'primary.color': '#100000' });
  });

  it('applies a whole theme as one undoable change', () => {
    const summer = { base: 'naked', overrides: { 'primary.color': '#123456' }, customThemeId: 4 };
    const applied = applyTheme(start, summer);
    expect(applied.current).toEqual(summer);
    expect(undo(applied).current).toEqual(start.current);
  });

  it('keeps the custom theme a change is made over, and leaves it for another preset', () => {
    const summer = { base: 'naked', overrides: {}, customThemeId: 4 };
    const edited = setKey(applyTheme(start, summer), 'primary.color', '#ff0000');
    expect(edited.current.customThemeId).toBe(4);
    const preset = chooseBase(edited, 'teemill');
    expect(preset.current).toEqual({
      base: 'teemill',
      overrides: { 'primary.color': '#ff0000' },
      customThemeId: null,
    });
    expect(undo(preset).current.customThemeId).toBe(4);
  });
});
