import { useEffect, useId, useState } from 'react';
import type { BlockComponentProps } from '../../src/registry';
import type { LiveChatProperties } from './properties';
import { requestLiveChat } from '../../src/chat';

/**
 * The call-to-action card that opens the live chat. With `showAfterSeconds` above 0 it
 * renders hidden on the server and appears after that delay in the browser, so server
 * and first client render match. In the editor it always shows, so sellers can edit it.
 */
export function LiveChatBlock({ properties, context }: BlockComponentProps<LiveChatProperties>) {
  const titleId = useId();
  const delayMs = context.editing ? 0 : properties.showAfterSeconds * 1000;
  const [due, setDue] = useState(delayMs === 0);

  useEffect(() => {
    if (delayMs === 0) return;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  const buttonClass =
    properties.buttonStyle === 'secondary'
      ? 'block-liveChat__button block-liveChat__button--secondary'
      : 'block-liveChat__button';

  return (
    <section className="block-liveChat" aria-labelledby={titleId} hidden={!(due || delayMs === 0)}>
      {properties.image !== '' && (
        <img
          className="block-liveChat__image"
          src={properties.image}
          alt=""
          width={640}
          height={360}
          loading="lazy"
        />
      )}
      <div>
        <h2 id={titleId} className="block-liveChat__title">
          {properties.title}
        </h2>
        <p className="block-liveChat__body">{properties.body}</p>
      </div>
      <button
        type="button"
        className={buttonClass}
        onClick={() => requestLiveChat(window, properties.group)}
      >
        {properties.buttonText}
      </button>
    </section>
  );
}
