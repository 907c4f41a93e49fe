import { useEffect, useRef, type CSSProperties } from 'react';
import {
  isTrustedPreviewMessage,
  readThemePreviewReady,
  type ThemePreviewApply,
} from '../../src/themePreview/protocol';

export interface PreviewFrameProps {
  /** A storefront path with `?theme-preview`. */
  src: string;
  title: string;
  /** The theme to show; sent again whenever it changes, without reloading the frame. */
  message: ThemePreviewApply;
  className?: string;
  style?: CSSProperties;
  loading?: 'lazy' | 'eager';
  tabIndex?: number;
  /** The path the frame now shows (the shopper may navigate inside it). */
  onPath?: (path: string) => void;
}

/**
 * The real storefront in a frame, showing the theme being edited. The storefront says
 * when it listens (src/themePreview/protocol.ts); only that message, from this frame and
 * this origin, is trusted, and the theme is posted to this origin only.
 */
export function PreviewFrame({ message, onPath, ...frame }: PreviewFrameProps) {
  const element = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const latest = useRef(message);
  const onPathRef = useRef(onPath);
  latest.current = message;
  onPathRef.current = onPath;

  useEffect(() => {
    const origin = window.location.origin;
    const post = () => element.current?.contentWindow?.postMessage(latest.current, origin);
    const onMessage = (event: MessageEvent) => {
      const expected = { origin, source: element.current?.contentWindow };
      if (!isTrustedPreviewMessage(event, expected)) return;
      const announced = readThemePreviewReady(event.data);
      if (!announced) return;
      ready.current = true;
      onPathRef.current?.(announced.path);
      post();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (ready.current) element.current?.contentWindow?.postMessage(message, window.location.origin);
  }, [message]);

  return <iframe ref={element} {...frame} />;
}
