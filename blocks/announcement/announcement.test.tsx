// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseTheme } from '../../themes/base';
import {
  blockElement,
  describeBlockContract,
  nativeContext,
  renderBlock,
  renderMail,
} from '../testing';
import announcement from './index';

afterEach(cleanup);

describeBlockContract(announcement, { name: 'announcement', mail: true });

describe('announcement', () => {
  it('has the spec properties', () => {
    expect(Object.keys(announcement.properties.parse({})).sort()).toStrictEqual(
      [
        'action',
        'actionStyle',
        'alignment',
        'backgroundColor',
        'icon',
        'iconColor',
        'text',
        'textColor',
        'textShadow',
      ].sort(),
    );
    expect(Object.keys(announcement.properties.parse({}).action).sort()).toStrictEqual([
      'action',
      'href',
      'icon',
      'target',
      'text',
    ]);
  });

  it('takes actionStyle primary, secondary or none only', () => {
    for (const style of ['primary', 'secondary', 'none'])
      expect(announcement.properties.safeParse({ actionStyle: style }).success).toBe(true);
    expect(announcement.properties.safeParse({ actionStyle: 'ghost' }).success).toBe(false);
  });

  it('takes alignment left, center, right or space-between only', () => {
    for (const alignment of ['left', 'center', 'right', 'space-between'])
      expect(announcement.properties.safeParse({ alignment }).success).toBe(true);
    expect(announcement.properties.safeParse({ alignment: 'justify' }).success).toBe(false);
  });

  it('has a 4px radius from the theme', () => {
    expect(baseTheme['announcement.borderRadius']).toBe('4px');
    expect(announcement.styles).toContain('border-radius: var(--announcement-border-radius, 4px)');
  });

  it('renders its icon, text and colours', () => {
    const html = renderBlock(announcement, {
      iconColor: '#ffcc00',
      textColor: '#ffffff',
      backgroundColor: '#000000',
      textShadow: 'light',
      alignment: 'space-between',
    });
    expect(html).toContain('block-announcement--space-between');
    expect(html).toContain(
      'color:#ffffff;background-color:#000000;text-shadow:0 1px 2px rgba(0, 0, 0, 0.25)',
    );
    expect(html).toContain(
      '<i class="fa-solid fa-truck block-announcement__icon" aria-hidden="true" style="color:#ffcc00"></i>',
    );
  });

  it('shows the action only with text and somewhere to go', () => {
    expect(renderBlock(announcement, { action: { text: 'Details' } })).not.toContain('<a');
    expect(renderBlock(announcement, { action: { href: '/delivery/' } })).not.toContain('<a');
    const html = renderBlock(announcement, {
      action: { text: 'Details', href: '/delivery/' },
      actionStyle: 'none',
    });
    expect(html).toContain('href="/delivery/"');
    expect(html).toContain('block-announcement__action--none');
  });

  it('raises its in-page action', () => {
    const onAction = vi.fn();
    render(
      blockElement(
        announcement,
        { action: { text: 'Chat', action: 'open-chat', href: '/x/' } },
        { context: { ...nativeContext, onAction } },
      ),
    );
    fireEvent.click(screen.getByRole('link', { name: 'Chat' }));
    expect(onAction).toHaveBeenCalledWith('open-chat');
  });

  it('mails the text with the action as an absolute link', async () => {
    const html = await renderMail(announcement, {
      action: { text: 'Details', href: '/delivery/' },
    });
    expect(html).toContain('Free delivery on orders over £50');
    expect(html).toContain('href="https://store.example/delivery/"');
  });
});
