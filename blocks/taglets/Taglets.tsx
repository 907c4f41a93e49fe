import { BlockLink } from '../../src/links';
import type { BlockComponentProps } from '../../src/registry';
import type { TagletsProperties } from './properties';

/** A heading over a wrapping list of tags (labels or links); tags without text are skipped. */
export function Taglets({ properties, context }: BlockComponentProps<TagletsProperties>) {
  const tags = properties.tags.filter((tag) => tag.text !== '');
  return (
    <nav className="block-taglets" aria-label={properties.heading || 'Tags'}>
      {properties.heading ? <h2 className="block-taglets__heading">{properties.heading}</h2> : null}
      <ul className="block-taglets__list">
        {tags.map((tag, index) => {
          const style = {
            color: tag.tagTextColor || undefined,
            backgroundColor: tag.tagBackgroundColor || undefined,
          };
          return (
            <li key={`${index}-${tag.text}`}>
              {tag.href ? (
                <BlockLink
                  to={tag.href}
                  handlers={context}
                  className="block-taglets__tag block-taglets__tag--link"
                  style={style}
                >
                  {tag.text}
                </BlockLink>
              ) : (
                <span className="block-taglets__tag" style={style}>
                  {tag.text}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
