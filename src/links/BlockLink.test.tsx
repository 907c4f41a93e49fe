// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockLink } from './BlockLink';

afterEach(cleanup);

describe('BlockLink', () => {
  it('renders external links for a new tab and actions without navigation on the server', () => {
    expect(
      renderToString(
        <BlockLink to="https://example.com/" handlers={{}}>
          Go
        </BlockLink>,
      ),
    ).toBe('<a href="https://example.com/" target="_blank" rel="noopener noreferrer">Go</a>');
    expect(
      renderToString(
        <BlockLink to="@open-chat" handlers={{}}>
          Chat
        </BlockLink>,
      ),
    ).toBe('<a href="#" data-action="open-chat">Chat</a>');
  });

  it('replaces an unsafe href with the 404 page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      renderToString(
        <BlockLink to="javascript:alert(1)" handlers={{}}>
          x
        </BlockLink>,
      ),
    ).toContain('href="/404/"');
    warn.mockRestore();
  });

  it('raises the action and navigates internal routes on click', () => {
    const onAction = vi.fn();
    const navigate = vi.fn();
    render(
      <>
        <BlockLink to="@open-chat" handlers={{ onAction, navigate }}>
          Chat
        </BlockLink>
        <BlockLink to="/about/" handlers={{ onAction, navigate }}>
          About
        </BlockLink>
      </>,
    );
    fireEvent.click(screen.getByText('Chat'));
    fireEvent.click(screen.getByText('About'));
    expect(onAction).toHaveBeenCalledWith('open-chat');
    expect(navigate).toHaveBeenCalledWith('/about/');
  });

  it('opens an internal route in a new tab when the seller asked for it', () => {
    const navigate = vi.fn();
    render(
      <BlockLink to="/size-guide/" handlers={{ navigate }} openIn="_blank">
        Sizes
      </BlockLink>,
    );
    const link = screen.getByText('Sizes');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
  });
});
