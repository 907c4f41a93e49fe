import { BlockLink } from '../../src/links';
import { Icon } from '../../src/media';
import type { BlockComponentProps } from '../../src/registry';
import type { ButtonProperties } from './properties';

/** A call-to-action link styled as a button; its target follows the link rules. */
export function Button({ properties, context }: BlockComponentProps<ButtonProperties>) {
  const classes = ['block-button'];
  if (properties.alignment !== 'center') classes.push(`block-button--${properties.alignment}`);
  return (
    <div className={classes.join(' ')}>
      {properties.text ? (
        <BlockLink
          to={properties.href}
          handlers={context}
          className={
            properties.primary
              ? 'block-button__link'
              : 'block-button__link block-button__link--secondary'
          }
        >
          <Icon name={properties.icon} />
          {properties.text}
        </BlockLink>
      ) : null}
    </div>
  );
}
