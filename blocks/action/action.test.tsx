// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockElement, describeBlockContract, nativeContext, renderBlock } from '../testing';
import action from './index';

afterEach(cleanup);

describeBlockContract(action, { name: 'action', mail: false });

describe('action', () => {
  it('raises its in-page action on click', () => {
    const onAction = vi.fn();
    render(
      blockElement(
        action,
        { action: '@open-newsletter', text: 'Sign up' },
        { context: { ...nativeContext, onAction } },
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(onAction).toHaveBeenCalledWith('open-newsletter');
  });

  it('is a real button, not a link', () => {
    const html = renderBlock(action);
    expect(html).toContain('<button type="button"');
    expect(html).toContain('data-action="open-chat"');
    expect(html).not.toContain('href');
  });

  it('is disabled without an action', () => {
    expect(renderBlock(action, { action: '' })).toContain('disabled=""');
  });

  it('refuses action names with other characters', () => {
    expect(action.properties.safeParse({ action: 'open chat<script>' }).success).toBe(false);
  });
});
