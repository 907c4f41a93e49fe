import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PresenceBar } from './PresenceBar';
import { colourFor, type Collaborator } from './presence';

const person = (
  clientId: number,
  id: number,
  name: string,
  initials: string,
  extra: Partial<Collaborator> = {},
): Collaborator => ({
  clientId,
  user: { id, name, colour: colourFor(id), avatar: null },
  selection: [],
  editing: null,
  initials,
  ...extra,
});

describe('PresenceBar', () => {
  it('shows each other person once, by initials in their colour, named for screen readers', () => {
    const html = renderToString(
      <PresenceBar
        collaborators={[
          person(1, 7, 'Ada Lovelace', 'AL'),
          person(2, 7, 'Ada Lovelace', 'AL'),
          person(3, 8, 'Ben Ode', 'BO', { editing: { blockId: 'b', field: 'html' } }),
        ]}
      />,
    );
    expect(html.match(/ed-presence__person/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Ada Lovelace"');
    expect(html).toContain('>AL</span>');
    expect(html).toContain(`background-color:${colourFor(7)}`);
    expect(html).toContain('aria-label="Ben Ode (editing)"');
  });

  it('shows a picture when the person has one, and counts who does not fit', () => {
    const many = Array.from({ length: 7 }, (_, i) => person(i, i, `Person ${i}`, `P${i}`));
    many[0]!.user.avatar = '/avatars/0.png';
    const html = renderToString(<PresenceBar collaborators={many} max={5} />);
    expect(html).toContain('src="/avatars/0.png"');
    expect(html).toContain('aria-label="2 more"');
  });

  it('renders nothing for a seller alone', () => {
    expect(renderToString(<PresenceBar collaborators={[]} />)).toBe('');
  });
});
