import { useEffect, useState } from 'react';
import { BlockLink } from '../../src/links';
import { Icon } from '../../src/media';
import type { BlockComponentProps } from '../../src/registry';
import { dismissedKey, type AnnouncementV2Properties } from './properties';

function readDismissed(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false; // storage blocked (private mode, sandbox): show the bar
  }
}

/** A bar of short messages; closing it hides it for the rest of the visit (session storage). */
export function AnnouncementV2({
  block,
  properties,
  context,
}: BlockComponentProps<AnnouncementV2Properties>) {
  const messages = properties.messages.filter((message) => message.text !== '');
  const key = dismissedKey(block.uid);
  const [dismissed, setDismissed] = useState(false);
  const canDismiss = properties.dismissible && !context.editing;

  // Read after hydration: the server cannot know, and both renders must agree first.
  useEffect(() => {
    if (canDismiss && readDismissed(key)) setDismissed(true);
  }, [canDismiss, key]);

  const dismiss = () => {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(key, '1');
    } catch {
      // storage blocked: closed for this page view only
    }
  };

  return (
    <div
      className={`block-announcementV2 block-announcementV2--${properties.alignment}`}
      hidden={dismissed}
    >
      <ul className="block-announcementV2__messages">
        {messages.map((message, index) => (
          <li key={`${index}-${message.text}`} className="block-announcementV2__message">
            <Icon name={message.icon} />
            {message.href ? (
              <BlockLink
                to={message.href}
                handlers={context}
                className="block-announcementV2__link"
              >
                {message.text}
              </BlockLink>
            ) : (
              <span>{message.text}</span>
            )}
          </li>
        ))}
      </ul>
      {canDismiss ? (
        <button
          type="button"
          className="block-announcementV2__close"
          aria-label="Close announcement"
          onClick={dismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
