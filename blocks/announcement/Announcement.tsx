import { BlockLink } from '../../src/links';
import { Icon } from '../../src/media';
import { textShadowCss } from '../../src/model/textShadow';
import type { BlockComponentProps } from '../../src/registry';
import { announcementTarget, type AnnouncementProperties } from './properties';

/** A one-line notice (delivery, sales) with an icon and an optional action. */
export function Announcement({ properties, context }: BlockComponentProps<AnnouncementProperties>) {
  const target = announcementTarget(properties.action);
  return (
    <div
      className={`block-announcement block-announcement--${properties.alignment}`}
      style={{
        color: properties.textColor || undefined,
        backgroundColor: properties.backgroundColor || undefined,
        textShadow: textShadowCss(properties.textShadow),
      }}
    >
      <p className="block-announcement__text">
        <Icon
          name={properties.icon}
          className="block-announcement__icon"
          color={properties.iconColor || undefined}
        />
        {properties.text}
      </p>
      {target ? (
        <BlockLink
          to={target}
          handlers={context}
          openIn={properties.action.target || undefined}
          className={`block-announcement__action block-announcement__action--${properties.actionStyle}`}
        >
          {properties.action.text}
          <Icon name={properties.action.icon} />
        </BlockLink>
      ) : null}
    </div>
  );
}
