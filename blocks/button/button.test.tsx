// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  blockElement,
  describeBlockContract,
  nativeContext,
  renderBlock,
  renderMail,
} from '../testing';
import button from './index';

afterEach(cleanup);

describeBlockContract(button, { name: 'button', mail: true });

describe('button', () => {
  it('has the spec defaults: text, href, primary and a default width of 6 columns', () => {
    expect(button.properties.parse({})).toMatchObject({
      text: 'Shop now',
      href: '/',
      primary: true,
    });
    expect(button.size.default).toBe(6);
    expect(button.builder!().size.x).toBe(6);
  });

  it('is at most 300px wide', () => {
    const sheet = document.createElement('style');
    sheet.textContent = button.styles ?? '';
    document.head.append(sheet);
    render(blockElement(button, { text: 'Shop now', href: '/' }));
    expect(getComputedStyle(screen.getByRole('link', { name: 'Shop now' })).maxWidth).toBe('300px');
    sheet.remove();
  });

  it('opens external links in a new tab and keeps internal ones in the app', () => {
    expect(renderBlock(button, { href: 'https://example.com/' })).toContain(
      'target="_blank" rel="noopener noreferrer"',
    );
    expect(renderBlock(button, { href: '/collection/tees/' })).toContain(
      'href="/collection/tees/"',
    );
  });

  it('raises its action on click instead of navigating', () => {
    const onAction = vi.fn();
    render(
      blockElement(
        button,
        { href: '@open-chat', text: 'Chat' },
        { context: { ...nativeContext, onAction } },
      ),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Chat' }));
    expect(onAction).toHaveBeenCalledWith('open-chat');
  });

  it('uses the secondary colours when not primary', () => {
    expect(renderBlock(button, { primary: false })).toContain('block-button__link--secondary');
  });

  it('renders no button without text', () => {
    expect(renderBlock(button, { text: '' })).not.toContain('<a');
  });

  it('mails an absolute link and leaves out action buttons', async () => {
    expect(await renderMail(button, { href: '/sale/' })).toContain(
      'href="https://store.example/sale/"',
    );
    expect(await renderMail(button, { href: '@open-chat' })).not.toContain('Shop now');
  });
});
