import { BlockLink } from '../../src/links';
import { Icon } from '../../src/media';
import type { BlockComponentProps } from '../../src/registry';
import { SOCIAL_NETWORKS, shownLinks, type SocialsProperties } from './properties';

/** A row of social profile icons, each a link named after its network. */
export function Socials({ properties, context }: BlockComponentProps<SocialsProperties>) {
  return (
    <nav
      className={`block-socials block-socials--${properties.alignment} block-socials--${properties.size}`}
      aria-label="Social media"
    >
      <ul className="block-socials__list">
        {shownLinks(properties.links).map((link, index) => {
          const network = SOCIAL_NETWORKS[link.network];
          return (
            <li key={`${index}-${link.network}`}>
              <BlockLink
                to={link.url}
                handlers={context}
                openIn="_blank"
                className="block-socials__link"
                aria-label={network.label}
              >
                <Icon name={network.icon} set="brands" />
              </BlockLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
