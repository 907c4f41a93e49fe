import { BlockLink } from '../../src/links';
import { Icon } from '../../src/media';
import type { BlockComponentProps } from '../../src/registry';
import type { AppIconProperties } from './properties';

/** A launcher tile, like an app on a phone's home screen: a rounded icon over its label. */
export function AppIcon({ properties, context }: BlockComponentProps<AppIconProperties>) {
  return (
    <div className="block-appIcon">
      <BlockLink to={properties.href} handlers={context} className="block-appIcon__link">
        <span
          className="block-appIcon__tile"
          style={{
            color: properties.color || undefined,
            backgroundColor: properties.backgroundColor || undefined,
          }}
        >
          <Icon name={properties.icon} />
        </span>
        <span className="block-appIcon__label">{properties.label}</span>
      </BlockLink>
    </div>
  );
}
