import { useId } from 'react';
import type { BlockComponentProps } from '../../src/registry';
import { progressPercent, type BadgeProgressProperties } from './properties';

/** Progress towards the next badge: a labelled `<progress>` and the count in words. */
export function BadgeProgress({ properties }: BlockComponentProps<BadgeProgressProperties>) {
  const id = useId();
  const value = Math.min(properties.value, properties.max);
  return (
    <div className="block-badgeProgress">
      <div className="block-badgeProgress__header">
        <span id={`${id}-label`} className="block-badgeProgress__title">
          {properties.title}
        </span>
        <span className="block-badgeProgress__count">
          {`${properties.value} of ${properties.max}${properties.unit ? ` ${properties.unit}` : ''}`}
        </span>
      </div>
      <progress
        className="block-badgeProgress__bar"
        aria-labelledby={`${id}-label`}
        value={value}
        max={properties.max}
      >
        {`${progressPercent(properties.value, properties.max)}%`}
      </progress>
    </div>
  );
}
