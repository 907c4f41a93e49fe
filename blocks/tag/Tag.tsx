import { BlockLink } from '../../src/links';
import type { BlockComponentProps } from '../../src/registry';
import type { TagProperties } from './properties';

/** A small pill label, or a link when it has an href. */
export function Tag({ properties, context }: BlockComponentProps<TagProperties>) {
  const style = {
    color: properties.tagTextColor || undefined,
    backgroundColor: properties.tagBackgroundColor || undefined,
  };
  return (
    <div className="block-tag">
      {properties.text === '' ? null : properties.href ? (
        <BlockLink
          to={properties.href}
          handlers={context}
          className="block-tag__tag block-tag__tag--link"
          style={style}
        >
          {properties.text}
        </BlockLink>
      ) : (
        <span className="block-tag__tag" style={style}>
          {properties.text}
        </span>
      )}
    </div>
  );
}
