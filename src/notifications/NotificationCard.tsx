import type { Notification } from './entity';

export type NotificationCardContent = Pick<
  Notification,
  'title' | 'body' | 'image' | 'template' | 'actions'
>;

/**
 * One notification as the templates draw it: Shove (a wide banner with the image beside
 * the text), Bag (the image on top, like an item added to the bag), Simple (text only).
 * Presentational: the storefront panel, the dashboard panel and the builder's preview use
 * it; opening and dismissing are the caller's buttons.
 */
export function NotificationCard({
  notification,
  unread = false,
}: {
  notification: NotificationCardContent;
  unread?: boolean;
}) {
  const { template, image } = notification;
  return (
    <div className={`notification-card notification-card--${template.toLowerCase()}`}>
      {image && template !== 'Simple' ? (
        <img className="notification-card__image" src={image} alt="" width={64} height={64} />
      ) : null}
      <div className="notification-card__text">
        <strong className="notification-card__title">
          {unread ? <span className="notification-card__dot" aria-label="Unread" /> : null}
          {notification.title}
        </strong>
        {notification.body ? (
          <span className="notification-card__body">{notification.body}</span>
        ) : null}
      </div>
    </div>
  );
}

/** The card's CSS, small enough to inline wherever a card is drawn. */
export const notificationCardStyles = `
.notification-card{display:flex;gap:.75rem;align-items:flex-start;padding:.75rem;border-radius:4px;background:#fff;color:#1a1a1a;border:1px solid #d0d0d0}
.notification-card--shove{border-left:4px solid #0b6e4f}
.notification-card--bag{flex-direction:column}
.notification-card__text{display:flex;flex-direction:column;gap:.25rem}
.notification-card__title{display:flex;gap:.4rem;align-items:center}
.notification-card__dot{width:.5rem;height:.5rem;border-radius:50%;background:#b00020;display:inline-block}
.notification-card__image{object-fit:cover;border-radius:4px}
`;
