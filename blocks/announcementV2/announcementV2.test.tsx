// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { blockElement, describeBlockContract, editorContext, renderBlock } from '../testing';
import announcementV2 from './index';
import { dismissedKey } from './properties';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describeBlockContract(announcementV2, { name: 'announcementV2', mail: false });

describe('announcementV2', () => {
  it('reads the announcement.v2 theme colours', () => {
    expect(announcementV2.styles).toContain(
      'background: var(--announcement-v2-background, #00a84f)',
    );
    expect(announcementV2.styles).toContain('color: var(--announcement-v2-color, #ffffff)');
  });

  it('shows up to three messages, links where they have an href', () => {
    const html = renderBlock(announcementV2, {
      messages: [
        { icon: 'truck', text: 'Free delivery', href: '/delivery/' },
        { text: 'Free returns' },
        { text: '' },
      ],
    });
    expect(html).toContain('href="/delivery/"');
    expect(html.match(/block-announcementV2__message"/g)).toHaveLength(2);
    expect(announcementV2.properties.safeParse({ messages: [{}, {}, {}, {}] }).success).toBe(false);
  });

  it('closes when dismissed and stays closed for the visit', () => {
    const block = { uid: 'bar-1' };
    const { unmount } = render(blockElement(announcementV2, { dismissible: true }, { block }));
    fireEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(document.querySelector<HTMLElement>('.block-announcementV2')!.hidden).toBe(true);
    expect(window.sessionStorage.getItem(dismissedKey('bar-1'))).toBe('1');
    unmount();
    render(blockElement(announcementV2, { dismissible: true }, { block }));
    expect(document.querySelector<HTMLElement>('.block-announcementV2')!.hidden).toBe(true);
  });

  it('is not dismissible unless set, nor in the editor', () => {
    expect(renderBlock(announcementV2)).not.toContain('Close announcement');
    expect(
      renderBlock(announcementV2, { dismissible: true }, { context: editorContext }),
    ).not.toContain('Close announcement');
  });
});
