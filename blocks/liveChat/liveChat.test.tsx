// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockElement, describeBlockContract, editorContext, renderBlock } from '../testing';
import liveChat from './index';
import { LIVE_CHAT_START_EVENT } from '../../src/chat';

describeBlockContract(liveChat, { name: 'liveChat', mail: false });

const element = (properties: Record<string, unknown> = {}, editing = false) =>
  blockElement(liveChat, properties, editing ? { context: editorContext } : {});

describe('liveChat block', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('has the spec defaults: group support (3)', () => {
    const defaults = liveChat.properties.parse({});
    expect(defaults.group).toBe(3);
    expect(Object.keys(defaults).sort()).toStrictEqual(
      ['body', 'buttonStyle', 'buttonText', 'group', 'image', 'showAfterSeconds', 'title'].sort(),
    );
  });

  it('offers the chat groups pro=1, integrations=2, support=3, studio=4, saved as their numbers', () => {
    const field = liveChat.fields.find((candidate) => candidate.name === 'group');
    const options = field?.kind === 'select' ? field.options : [];
    expect(
      options.map(({ label, value }) => [label, liveChat.properties.parse({ group: value }).group]),
    ).toStrictEqual([
      ['Support', 3],
      ['Pro', 1],
      ['Integrations', 2],
      ['Studio', 4],
    ]);
  });

  it('reads a saved group as a string and refuses an unknown group', () => {
    expect(liveChat.properties.parse({ group: '1' }).group).toBe(1);
    expect(liveChat.properties.safeParse({ group: 7 }).success).toBe(false);
  });

  it('renders its defaults visible, with a real button', () => {
    const html = renderBlock(liveChat);
    expect(html).toContain('Questions? Chat with us');
    expect(html).toContain('<button type="button"');
    expect(html).not.toContain('hidden');
  });

  it('renders hidden on the server when it shows after a delay, then appears after it', () => {
    vi.useFakeTimers();
    expect(renderBlock(liveChat, { showAfterSeconds: 5 })).toContain('hidden');
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
