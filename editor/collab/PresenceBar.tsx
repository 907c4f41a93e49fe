import type { Collaborator } from './presence';
import { peopleOf } from './presence';

/**
 * Who else is on the page (issue 7): one avatar per person, in their colour, with their
 * initials or picture; the name is the avatar's accessible name and tooltip, and `editing`
 * says which block field they are in. Renders nothing when the seller is alone.
 */
export function PresenceBar({
  collaborators,
  max = 5,
}: {
  collaborators: readonly Collaborator[];
  max?: number;
}) {
  const people = peopleOf(collaborators);
  if (people.length === 0) return null;
  const shown = people.slice(0, max);
  const hidden = people.length - shown.length;
  return (
    <ul className="ed-presence" aria-label="People on this page">
      {shown.map(({ clientId, user, initials, editing }) => {
        const title = editing ? `${user.name} (editing)` : user.name;
        return (
          <li key={clientId} className="ed-presence__person" title={title} data-user={user.id}>
            <span
              className="ed-presence__avatar"
              style={{ backgroundColor: user.colour, borderColor: user.colour }}
              aria-label={title}
              role="img"
            >
              {user.avatar ? <img src={user.avatar} alt="" width={28} height={28} /> : initials}
            </span>
          </li>
        );
      })}
      {hidden > 0 ? (
        <li className="ed-presence__more" aria-label={`${hidden} more`}>
          +{hidden}
        </li>
      ) : null}
    </ul>
  );
}
