import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  /** The h1's id, for the screen's `aria-labelledby`. */
  titleId?: string;
  description?: ReactNode;
  /** The screen's main actions (one primary Button at most), at the header's end. */
  actions?: ReactNode;
  /** Above the title: a back link. */
  before?: ReactNode;
}

/** A screen's header: its h1, a line of description and its primary actions. */
export function PageHeader({ title, titleId, description, actions, before }: PageHeaderProps) {
  return (
    <header className="ui-page-header">
      {before ? <div className="ui-page-header__before">{before}</div> : null}
      <div className="ui-page-header__main">
        <div className="ui-page-header__text">
          <h1 id={titleId} className="ui-page-header__title">
            {title}
          </h1>
          {description ? <p className="ui-page-header__description">{description}</p> : null}
        </div>
        {actions ? <div className="ui-page-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
