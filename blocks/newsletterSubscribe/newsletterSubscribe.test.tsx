// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerError, ValidationError } from '../../src/errors';
import {
  blockElement,
  describeBlockContract,
  editorContext,
  expectMailSafe,
  nativeContext,
  renderBlock,
  renderMail,
} from '../testing';
import newsletterSubscribe from './index';

describeBlockContract(newsletterSubscribe, { name: 'newsletterSubscribe', mail: true });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function mount(
  post: (path: string, body: unknown) => Promise<unknown>,
  properties: Record<string, unknown> = {},
) {
  render(blockElement(newsletterSubscribe, properties, { context: { ...nativeContext, post } }));
  const fill = (firstName: string, email: string) => {
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: firstName } });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  };
  const send = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    });
  };
  return { fill, send };
}

describe('newsletterSubscribe block', () => {
  it('has the spec properties: title, copy, font, backgroundColor, mailingList', () => {
    expect(Object.keys(newsletterSubscribe.properties.parse({}))).toEqual(
      expect.arrayContaining(['title', 'copy', 'font', 'backgroundColor', 'mailingList']),
    );
  });

  it('renders labelled, required fields and a submit button disabled until hydrated', () => {
    const server = document.createElement('div');
    server.innerHTML = renderBlock(newsletterSubscribe);
    for (const [label, type] of [
      ['First name', 'text'],
      ['Email address', 'email'],
    ]) {
      const labelElement = [...server.querySelectorAll('label')].find(
        (element) => element.textContent === label,
      )!;
      const input = [...server.querySelectorAll('input')].find(
        (element) => element.id === labelElement.htmlFor,
      )!;
      expect(input.type).toBe(type);
      expect(input.required).toBe(true);
    }
    expect(server.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
    expect(server.querySelector('[aria-live="polite"]')).not.toBeNull();
    render(blockElement(newsletterSubscribe));
    expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('applies the seller font and background colour; refuses a colour that is not one', () => {
    const html = renderBlock(newsletterSubscribe, {
      font: 'Playfair Display',
      backgroundColor: '#ffeeaa',
    });
    expect(html).toContain('background:#ffeeaa');
    expect(html).toContain('font-family:&#x27;Playfair Display&#x27;');
    expect(
      newsletterSubscribe.properties.safeParse({ backgroundColor: 'red; background: url(x)' })
        .success,
    ).toBe(false);
  });

  it('shows the field messages and does not send an invalid form', async () => {
    const post = vi.fn();
    const { fill, send } = mount(post);
    await send();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    fill('Sam', 'sam@');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    await send();
    expect(post).not.toHaveBeenCalled();
  });

  it('posts division, mailingList, email and firstName and shows the success message', async () => {
    const post = vi.fn().mockResolvedValue({});
    const { fill, send } = mount(post, { mailingList: 'news' });
    fill('Sam', 'sam@example.com');
    await send();
    expect(post).toHaveBeenCalledWith('/mailing-lists/subscribe/', {
      division: 1,
      mailingList: 'news',
      email: 'sam@example.com',
      firstName: 'Sam',
    });
    expect(screen.getByText("We've sent you an email to verify your subscription")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  });

  it('shows a validation error its own message', async () => {
    const post = vi
      .fn()
      .mockRejectedValue(
        new ValidationError('Invalid', [
          { field: 'email', message: 'This email is already subscribed' },
        ]),
      );
    const { fill, send } = mount(post);
    fill('Sam', 'sam@example.com');
    await send();
    expect(screen.getByRole('alert').textContent).toBe('This email is already subscribed');
  });

  it('shows other errors the general message and reports them', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new ServerError();
    const { fill, send } = mount(vi.fn().mockRejectedValue(error));
    fill('Sam', 'sam@example.com');
    await send();
    expect(screen.getByRole('alert').textContent).toBe(
      'Oops... Something went wrong, please try again later',
    );
    expect(reported).toHaveBeenCalledWith(error);
  });

  it('sends nothing from the editor canvas', async () => {
    const post = vi.fn();
    render(blockElement(newsletterSubscribe, {}, { context: { ...editorContext, post } }));
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Sam' } });
    fireEvent.change(screen.getByLabelText('Email address'), {
      target: { value: 'sam@example.com' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    });
    expect(post).not.toHaveBeenCalled();
  });

  it('renders mail as a Subscribe button link, not a form', async () => {
    const html = await renderMail(newsletterSubscribe, { mailLink: '/join/' });
    expectMailSafe(html);
    expect(html).toMatch(/<a href="https:\/\/store\.example\/join\/"[^>]*>.*Subscribe/s);
    expect(html).not.toContain('<input');
  });
});
