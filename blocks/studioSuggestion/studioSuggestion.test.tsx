// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  blockElement,
  describeBlockContract,
  expectMailSafe,
  nativeContext,
  renderBlock,
  renderMail,
} from '../testing';
import studioSuggestion from './index';

describeBlockContract(studioSuggestion, { name: 'studioSuggestion', mail: true });

afterEach(cleanup);

describe('studioSuggestion block', () => {
  it('links to the studio start screen by default and to a product when named', () => {
    expect(renderBlock(studioSuggestion)).toContain('href="/studio/"');
    expect(renderBlock(studioSuggestion, { customiseItUrl: 'organic-cotton-tee' })).toContain(
      'href="/studio/organic-cotton-tee/"',
    );
  });

  it('drops a customise-it name that is not a slug back to the studio start screen', () => {
    expect(studioSuggestion.properties.safeParse({ customiseItUrl: '../admin' }).success).toBe(
      false,
    );
    expect(renderBlock(studioSuggestion, { customiseItUrl: '../admin' })).toContain(
      'href="/studio/"',
    );
  });

  it('gives the image fixed dimensions and the seller description as alt text', () => {
    const html = renderBlock(studioSuggestion, {
      image: '/img/studio.jpg',
      imageAlt: 'A hoodie being designed',
    });
    expect(html).toMatch(/<img[^>]+alt="A hoodie being designed"[^>]+width="800" height="600"/);
  });

  it('navigates to the studio inside the app when the app can', () => {
    const navigate = vi.fn();
    render(blockElement(studioSuggestion, {}, { context: { ...nativeContext, navigate } }));
    fireEvent.click(screen.getByRole('link', { name: 'Start designing' }));
    expect(navigate).toHaveBeenCalledWith('/studio/');
  });

  it('renders mail with an absolute studio link and image', async () => {
    const html = await renderMail(studioSuggestion, {
      image: '/img/studio.jpg',
      customiseItUrl: 'tote-bag',
    });
    expectMailSafe(html);
    expect(html).toContain('href="https://store.example/studio/tote-bag/"');
    expect(html).toContain('src="https://store.example/img/studio.jpg"');
  });
});
