import { Icon } from '../../src/media';
import type { BlockComponentProps } from '../../src/registry';
import type { BadgeProperties } from './properties';

/** One achievement badge, greyed with a "Locked" note until unlocked. */
export function Badge({ properties }: BlockComponentProps<BadgeProperties>) {
  return (
    <figure
      className={properties.unlocked ? 'block-badge block-badge--unlocked' : 'block-badge'}
      data-badge={properties.code || undefined}
    >
      <span className="block-badge__medal">
        <Icon name={properties.icon} />
      </span>
      <figcaption className="block-badge__caption">
        <strong className="block-badge__title">{properties.title}</strong>
        {properties.description ? (
          <span className="block-badge__description">{properties.description}</span>
        ) : null}
        <span className="block-badge__state">{properties.unlocked ? 'Unlocked' : 'Locked'}</span>
      </figcaption>
    </figure>
  );
}
