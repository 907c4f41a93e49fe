import { useEffect, useRef } from 'react';
import type { ChatStreamEvent } from '../conversation';

const EVENT_TYPES = ['message', 'typing', 'read', 'conversation', 'presence'] as const;

/** Listens to a chat event stream while `url` is set; the browser reconnects by itself. */
export function useChatStream(
  url: string | null,
  onEvent: (event: ChatStreamEvent) => void,
  onOpen?: () => void,
): void {
  const handler = useRef(onEvent);
  const opened = useRef(onOpen);
  handler.current = onEvent;
  opened.current = onOpen;
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(url, { withCredentials: true });
    const listener = (event: MessageEvent<string>) => {
      try {
        handler.current(JSON.parse(event.data) as ChatStreamEvent);
      } catch {
        // Not an event of ours.
      }
    };
    for (const type of EVENT_TYPES) source.addEventListener(type, listener);
    source.onopen = () => opened.current?.();
    return () => source.close();
  }, [url]);
}
