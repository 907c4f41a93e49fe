import { useEffect, useRef } from 'react';
import type { BlockComponentProps } from '../../src/registry';
import { addToCartReply, checkCartMessage, frameOrigin } from './cartMessage';
import { IFRAME_SANDBOX, type IframeProperties } from './properties';

/**
 * An embedded page: sandboxed, lazily loaded, titled. It listens for add-to-cart
 * messages from its own frame (origin and window both checked) and answers them.
 */
export function Iframe({ properties, context }: BlockComponentProps<IframeProperties>) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const origin = frameOrigin(properties.src);
  const { addToCart } = context;

  useEffect(() => {
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      const source = frameRef.current?.contentWindow;
      if (!source || event.source !== source) return;
      const check = checkCartMessage(event.origin, event.data, [origin]);
      if (check.kind === 'ignore') return;
      const answer = (reply: unknown) => source.postMessage(reply, event.origin);
      if (check.kind === 'reject') answer(check.reply);
      else void addToCartReply(check.request, addToCart).then(answer);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, addToCart]);

  if (!origin) {
    return (
      <div className="block-iframe block-iframe--empty">
        {context.editing ? (
          <p className="block-iframe__hint">Add the https:// address of the page to embed.</p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="block-iframe">
      <iframe
        ref={frameRef}
        className="block-iframe__frame"
        src={properties.src}
        title={properties.title}
        height={properties.height}
        loading="lazy"
        sandbox={IFRAME_SANDBOX}
        referrerPolicy="strict-origin-when-cross-origin"
        allow="fullscreen"
        style={{ height: `${properties.height}px` }}
      />
    </div>
  );
}
