import type { BlockComponentProps } from '../../src/registry';
import { summaryContent, type SummaryBlockData } from './load';
import type { SummaryProperties } from './properties';

/** Key figures side by side: a description list of label, value and caption. */
export function Summary({
  properties,
  data,
}: BlockComponentProps<SummaryProperties, SummaryBlockData>) {
  const { heading, items } = summaryContent(properties, data);
  return (
    <section className="block-summary" aria-label={heading || 'Summary'}>
      {heading ? <h2 className="block-summary__heading">{heading}</h2> : null}
      <dl className="block-summary__items">
        {items.map((item, index) => (
          <div key={`${index}-${item.label}`} className="block-summary__item">
            <dt className="block-summary__label">{item.label}</dt>
            <dd className="block-summary__value">{item.value}</dd>
            {item.caption ? <dd className="block-summary__caption">{item.caption}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
