import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** A decorative picture (an SVG, an emoji); hidden from screen readers. */
  icon?: ReactNode;
  /** The headline: what is empty. */
  title?: string;
  /** What to do about it. */
  text?: ReactNode;
  /** The one action that fills it (usually a primary Button). */
  action?: ReactNode;
  /** The title's heading level; 2 by default (under the screen's h1). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list or screen shows when it has nothing yet: icon, title, text and one action. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className ? `ui-empty ${className}` : 'ui-empty'}>
      {icon ? (
        <div className="ui-empty__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      {title ? <Heading className="ui-empty__title">{title}</Heading> : null}
      {text ? <p className="ui-empty__text">{text}</p> : null}
      {action ? <div className="ui-empty__action">{action}</div> : null}
    </div>
  );
}
