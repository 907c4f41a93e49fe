import { useId } from 'react';
import { BlockLink } from '../../src/links';
import type { BlockComponentProps } from '../../src/registry';
import { hasCallToAction, visibleBenefits, type ProBenefitsProperties } from './properties';

export function ProBenefitsBlock({
  properties,
  context,
}: BlockComponentProps<ProBenefitsProperties>) {
  const titleId = useId();
  const benefits = visibleBenefits(properties.benefits);
  return (
    <section className="block-proBenefits" aria-labelledby={titleId}>
      <h2 id={titleId} className="block-proBenefits__title">
        {properties.title}
      </h2>
      {properties.copy !== '' && <p className="block-proBenefits__copy">{properties.copy}</p>}
      {benefits.length > 0 && (
        <ul className="block-proBenefits__list">
          {benefits.map((item, index) => (
            <li key={index} className="block-proBenefits__item">
              <h3 className="block-proBenefits__itemTitle">{item.title}</h3>
              {item.copy !== '' && <p className="block-proBenefits__itemCopy">{item.copy}</p>}
            </li>
          ))}
        </ul>
      )}
      {hasCallToAction(properties) && (
        <BlockLink className="block-proBenefits__button" to={properties.href} handlers={context}>
          {properties.buttonText}
        </BlockLink>
      )}
    </section>
  );
}
