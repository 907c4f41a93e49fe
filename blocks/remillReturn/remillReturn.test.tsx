// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerError } from '../../src/errors';
import { blockElement, describeBlockContract, nativeContext, renderBlock } from '../testing';
import remillReturn from './index';

describeBlockContract(remillReturn, { name: 'remillReturn', mail: false });

afterEach(cleanup);

function open(post: (path: string, body: unknown) => Promise<unknown>) {
  render(blockElement(remillReturn, {}, { context: { ...nativeContext, post } }));
  fireEvent.click(screen.getByRole('button', { name: 'Return an item' }));
  const dialog = screen.getByRole('dialog', { name: 'Return an item' });
  const input = screen.getByLabelText('Email address');
  const sendButton = () =>
    screen.queryByRole('button', { name: 'Send' }) as HTMLButtonElement | null;
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  const send = () =>
    act(async () => {
      fireEvent.submit(input.closest('form')!);
    });
  return { dialog, input, type, send, sendButton };
}

describe('remillReturn block', () => {
  it('states the offer terms and renders the popup closed on the server', () => {
    const html = renderBlock(remillReturn);
    for (const term of [
      '100% cotton clothing of any brand',
      'Not denim, not underwear',
      'The care label must be visible',
      'Postage is paid in the UK',
      'You get a coupon for your next purchase',
    ]) {
      expect(html).toContain(term);
    }
    expect(html).not.toContain('role="dialog"');
    expect(html).toContain('aria-haspopup="dialog"');
  });

  it('opens a popup asking for an email, with focus inside it', () => {
    const { dialog, input } = open(vi.fn());
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(input);
  });

  it('blocks submit while the email is missing or invalid, and says why', async () => {
    const post = vi.fn();
    const { input, type, send, sendButton } = open(post);
    expect(sendButton()!.disabled).toBe(true);
    type('sam@');
    fireEvent.blur(input);
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    await send();
    expect(post).not.toHaveBeenCalled();
    type('sam@example.com');
    expect(sendButton()!.disabled).toBe(false);
  });

  it('posts {email}, blocks a second submit in flight, then shows the message and thanks', async () => {
    let answer: (value: unknown) => void = () => {};
    const post = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const { type, send, sendButton } = open(post);
    type('sam@example.com');
    await send();
    expect(post).toHaveBeenCalledWith('/frontend/retex/remill/submit/', {
      email: 'sam@example.com',
    });
    expect(sendButton()!.disabled).toBe(true);
    await send();
    expect(post).toHaveBeenCalledTimes(1);
    await act(async () =>
      answer({ type: 'success', message: 'Your free returns label is on its way' }),
    );
    expect(screen.getByRole('status').textContent).toBe('Your free returns label is on its way');
    expect(screen.queryByLabelText('Email address')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the message of another answer and keeps the form', async () => {
    const { type, send } = open(
      vi.fn().mockResolvedValue({ type: 'error', message: 'You already have a label' }),
    );
    type('sam@example.com');
    await send();
    expect(screen.getByRole('alert').textContent).toBe('You already have a label');
    expect(screen.getByLabelText('Email address')).toBeTruthy();
  });

  it('shows the spec failure message when the call fails', async () => {
    const { type, send } = open(vi.fn().mockRejectedValue(new ServerError()));
    type('sam@example.com');
    await send();
    expect(screen.getByRole('alert').textContent).toBe(
      "We're sorry, something went wrong. Please try again later.",
    );
  });
});
