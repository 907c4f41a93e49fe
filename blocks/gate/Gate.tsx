import { useEffect, useId, useRef, useState } from 'react';
import { BlockLink } from '../../src/links';
import type { BlockComponentProps } from '../../src/registry';
import { gatePassedKey, type GateProperties } from './properties';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // blocked (private mode, sandboxed frame)
  }
}

/**
 * A gate over the store (age or consent check): a modal dialog until the shopper
 * confirms; the answer is remembered on this device (localStorage). The server renders
 * it open (it cannot know); once in the browser a shopper who passed before never sees
 * it again. In the editor it sits inline so the seller can edit it.
 */
export function Gate({ block, properties, context }: BlockComponentProps<GateProperties>) {
  const id = useId();
  const key = gatePassedKey(block.uid);
  const [passed, setPassed] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const inline = Boolean(context.editing);

  useEffect(() => {
    if (inline) return;
    if (storage()?.getItem(key) === '1') setPassed(true);
    else confirmRef.current?.focus();
  }, [inline, key]);

  // While open, the page behind does not scroll.
  useEffect(() => {
    if (inline || passed) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [inline, passed]);

  const confirm = () => {
    storage()?.setItem(key, '1');
    setPassed(true);
  };

  return (
    <div className={inline ? 'block-gate block-gate--inline' : 'block-gate'} hidden={passed}>
      <div
        className="block-gate__dialog"
        role="dialog"
        aria-modal={inline ? undefined : true}
        aria-labelledby={`${id}-title`}
        aria-describedby={properties.text ? `${id}-text` : undefined}
      >
        <h2 id={`${id}-title`} className="block-gate__title">
          {properties.title}
        </h2>
        {properties.text ? (
          <p id={`${id}-text`} className="block-gate__text">
            {properties.text}
          </p>
        ) : null}
        <div className="block-gate__actions">
          <button
            ref={confirmRef}
            type="button"
            className="block-gate__confirm"
            onClick={inline ? undefined : confirm}
          >
            {properties.confirmText}
          </button>
          {properties.declineText && properties.declineHref ? (
            <BlockLink
              to={properties.declineHref}
              handlers={context}
              className="block-gate__decline"
            >
              {properties.declineText}
            </BlockLink>
          ) : null}
        </div>
      </div>
    </div>
  );
}
