// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerError, ValidationError } from '../../src/errors';
import {
  blockElement,
  describeBlockContract,
  editorContext,
  nativeContext,
  renderBlock,
} from '../testing';
import mailContactForm from './index';

describeBlockContract(mailContactForm, { name: 'mailContactForm', mail: false });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function mount(post: (path: string, body: unknown) => Promise<unknown>, context = nativeContext) {
  render(
    blockElement(
      mailContactForm,
      { contactEmail: 'owner@store.example' },
      { context: { ...context, post }, block: { id: 'block-7' } },
    ),
  );
  const fill = (name: string, email: string, message: string) => {
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: message } });
  };
  const send = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    });
  return { fill, send };
}

describe('mailContactForm block', () => {
  it('has the spec properties: title, copy, contactEmail', () => {
    expect(Object.keys(mailContactForm.properties.parse({}))).toEqual(
      expect.arrayContaining(['title', 'copy', 'contactEmail']),
    );
    expect(
      mailContactForm.properties.safeParse({ contactEmail: 'not-an-email' }).error?.issues[0]
        ?.message,
    ).toBe('Please enter a valid email address');
  });

  it('never renders the contact email into the page', () => {
    const html = renderBlock(mailContactForm, { contactEmail: 'owner@store.example' });
    expect(html).not.toContain('owner@store.example');
    expect(html).toContain('disabled=""');
  });

  it('shows field messages and sends nothing while invalid', async () => {
    const post = vi.fn();
    const { fill, send } = mount(post);
    await send();
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    fill('Ada', 'ada@', 'Hello');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    await send();
    expect(post).not.toHaveBeenCalled();
  });

  it('posts division, pageId, blockId, name, email and message, then thanks the shopper', async () => {
    const post = vi.fn().mockResolvedValue({});
    const { fill, send } = mount(post);
    fill('Ada', 'ada@example.com', 'Do you ship to Norway?');
    await send();
    expect(post).toHaveBeenCalledWith('/contact-form/submit/', {
      division: 1,
      pageId: 1,
      blockId: 'block-7',
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Do you ship to Norway?',
    });
    expect(JSON.stringify(post.mock.calls)).not.toContain('owner@store.example');
    expect(screen.getByText('Thank you, your message has been sent')).toBeTruthy();
  });

  it('shows a validation error its own message and other errors the general one', async () => {
    const invalid = mount(
      vi
        .fn()
        .mockRejectedValue(
          new ValidationError('Invalid', [
            { field: 'message', message: 'Too many messages, try later' },
          ]),
        ),
    );
    invalid.fill('Ada', 'ada@example.com', 'Hi');
    await invalid.send();
    expect(screen.getByRole('alert').textContent).toBe('Too many messages, try later');
    cleanup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = mount(vi.fn().mockRejectedValue(new ServerError()));
    down.fill('Ada', 'ada@example.com', 'Hi');
    await down.send();
    expect(screen.getByRole('alert').textContent).toBe(
      'Oops... Something went wrong, please try again later',
    );
  });

  it('sends nothing from the editor canvas', async () => {
    const post = vi.fn();
    const { fill, send } = mount(post, editorContext);
    fill('Ada', 'ada@example.com', 'Hi');
    await send();
    expect(post).not.toHaveBeenCalled();
  });
});
