// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readProperties } from '../../src/registry';
import liveChat from './index';
import type { LiveChatProperties } from './properties';
import { LIVE_CHAT_START_EVENT } from './startEvent';

const context = { mode: 'native' as const, page: null };

function element(properties: Record<string, unknown> = {}, editing = false) {
  const block = liveChat.builder!({ properties });
  const Component = liveChat.component;
  return (
    <Component
      block={block}
      properties={readProperties<LiveChatProperties>(liveChat, block)}
      context={{ ...context, editing }}
    />
  );
}

describe('liveChat block', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    consoleError.mockRestore();
  });

  it('has the spec defaults: group support (3)', () => {
    const defaults = liveChat.properties.parse({});
    expect(defaults.group).toBe(3);
    expect(Object.keys(defaults).sort()).toStrictEqual(
      ['body', 'buttonStyle', 'buttonText', 'group', 'image', 'showAfterSeconds', 'title'].sort(),
    );
  });

  it('reads a saved group as a string and refuses an unknown group', () => {
    expect(liveChat.properties.parse({ group: '1' }).group).toBe(1);
    expect(liveChat.properties.safeParse({ group: 7 }).success).toBe(false);
  });

  it('describes only fields of its schema', () => {
    const keys = Object.keys(liveChat.properties.parse({}));
    for (const field of liveChat.fields) expect(keys).toContain(field.name);
  });

  it('renders its defaults on the server, visible, without React warnings', () => {
    const html = renderToString(element());
    expect(html).toContain('Questions? Chat with us');
    expect(html).toContain('<button type="button"');
    expect(html).not.toContain('hidden');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders hidden on the server when it shows after a delay, then appears after it', () => {
    vi.useFakeTimers();
    expect(renderToString(element({ showAfterSeconds: 5 }))).toContain('hidden');
    const { container } = render(element({ showAfterSeconds: 5 }));
    const card = container.querySelector('section')!;
    expect(card.hidden).toBe(true);
    act(() => vi.advanceTimersByTime(4999));
    expect(card.hidden).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(card.hidden).toBe(false);
  });

  it('shows at once in the editor whatever the delay', () => {
    const { container } = render(element({ showAfterSeconds: 30 }, true));
    expect(container.querySelector('section')!.hidden).toBe(false);
  });

  it('asks the chat adapter to open a chat with the chosen group', () => {
    const listener = vi.fn();
    window.addEventListener(LIVE_CHAT_START_EVENT, listener);
    render(element({ group: 4 }));
    fireEvent.click(screen.getByRole('button', { name: 'Start a chat' }));
    window.removeEventListener(LIVE_CHAT_START_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toStrictEqual({ group: 4 });
  });

  it('labels the card by its title and uses the secondary button style when chosen', () => {
    render(element({ buttonStyle: 'secondary', title: 'Talk to a human' }));
    expect(screen.getByRole('region', { name: 'Talk to a human' })).toBeTruthy();
    expect(screen.getByRole('button').className).toContain('block-liveChat__button--secondary');
  });
});
