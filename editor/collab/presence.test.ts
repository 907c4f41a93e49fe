import { describe, expect, it } from 'vitest';
import {
  blockMarkers,
  collaboratorsFrom,
  colourFor,
  initialsOf,
  peopleOf,
  PRESENCE_COLOURS,
  type PresenceState,
} from './presence';

const presence = (
  id: number,
  name: string,
  selection: string[] = [],
  editing: PresenceState['editing'] = null,
): Record<string, unknown> => ({
  presence: { user: { id, name, colour: colourFor(id), avatar: null }, selection, editing },
});

describe('presence', () => {
  it('gives each user a stable colour from the palette', () => {
    expect(colourFor(3)).toBe(colourFor(3));
    expect(colourFor(3)).not.toBe(colourFor(4));
    expect(PRESENCE_COLOURS).toContain(colourFor(123_456));
  });

  it('makes initials from a name or an email address', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('Grace Brewster Hopper')).toBe('GH');
    expect(initialsOf('seller@demo.localhost')).toBe('S');
    expect(initialsOf('mary-jane.watson@x.test')).toBe('MW');
    expect(initialsOf('   ')).toBe('?');
  });

  it('lists everyone else with a valid presence, and skips junk', () => {
    const states = new Map<number, Record<string, unknown>>([
      [30, presence(2, 'Bo Diddley', ['b1'])],
      [10, presence(1, 'Me Myself')],
      [20, presence(3, 'Cy Twombly')],
      [40, { presence: { user: { id: 'x' } } }],
      [50, { lexical: { name: 'cursor only' } }],
      [60, presence(4, 'Bad Colour')],
    ]);
    (states.get(60)!.presence as { user: { colour: string } }).user.colour =
      'red;background:url(x)';
    const others = collaboratorsFrom(states, 10);
    expect(others.map(({ clientId, initials }) => [clientId, initials])).toStrictEqual([
      [20, 'CT'],
      [30, 'BD'],
    ]);
  });

  it('shows someone with two tabs once', () => {
    const others = collaboratorsFrom(
      new Map([
        [1, presence(7, 'Two Tabs')],
        [2, presence(7, 'Two Tabs')],
        [3, presence(8, 'One Tab')],
      ]),
      99,
    );
    expect(peopleOf(others).map(({ user }) => user.id)).toStrictEqual([7, 8]);
  });

  it('marks each selected block with who selected it, and the block being edited with the field', () => {
    const others = collaboratorsFrom(
      new Map([
        [1, presence(1, 'Ann', ['b1', 'b2'], { blockId: 'b2', field: 'html' })],
        [2, presence(2, 'Ben', ['b1'])],
      ]),
      99,
    );
    const markers = blockMarkers(others);
    expect(markers.get('b1')).toStrictEqual([
      { name: 'Ann', colour: colourFor(1), editing: null },
      { name: 'Ben', colour: colourFor(2), editing: null },
    ]);
    expect(markers.get('b2')).toStrictEqual([
      { name: 'Ann', colour: colourFor(1), editing: 'html' },
    ]);
  });
});
