import { Icon } from '../../src/media';
import type { BlockComponentProps } from '../../src/registry';
import type { ActionProperties } from './properties';

/**
 * A button that raises an in-page action (open the live chat, the newsletter sign-up...)
 * instead of going anywhere: a real `<button>`, since it does not navigate.
 */
export function Action({ properties, context }: BlockComponentProps<ActionProperties>) {
  return (
    <div className={`block-action block-action--${properties.alignment}`}>
      <button
        type="button"
        className={
          properties.primary
            ? 'block-action__button'
            : 'block-action__button block-action__button--secondary'
        }
        data-action={properties.action || undefined}
        disabled={!properties.action}
        onClick={() => {
          if (properties.action) context.onAction?.(properties.action);
        }}
      >
        <Icon name={properties.icon} />
        {properties.text}
      </button>
    </div>
  );
}
