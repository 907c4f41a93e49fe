// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerError } from '../../src/errors';
import { AFFILIATE_LINK_MESSAGES } from './AffiliateAttributionBlock';
import {
  blockElement,
  describeBlockContract,
  editorContext,
  makeBlock,
  renderBlock,
} from '../testing';
import affiliateAttribution from './index';

describeBlockContract(affiliateAttribution, { name: 'affiliateAttribution', mail: false });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const profile = { ok: true, value: { code: 'SAM10' } };

describe('affiliateAttribution block', () => {
  it('renders the link relative on the server, then absolute in the browser', () => {
    expect(renderBlock(affiliateAttribution, {}, { data: profile })).toContain(
      'value="/?ref=SAM10"',
    );
    render(
      blockElement(affiliateAttribution, { landingPath: '/collection/summer/' }, { data: profile }),
    );
    const input = screen.getByLabelText('Affiliate link') as HTMLInputElement;
    expect(input.value).toBe(`${window.location.origin}/collection/summer/?ref=SAM10`);
    expect(input.readOnly).toBe(true);
  });

  it('copies the link and announces it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    render(blockElement(affiliateAttribution, {}, { data: profile }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?ref=SAM10`);
    expect(screen.getByText(AFFILIATE_LINK_MESSAGES.copied)).toBeTruthy();
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    render(blockElement(affiliateAttribution, {}, { data: profile }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    });
    expect(screen.getByText(AFFILIATE_LINK_MESSAGES.copyFailed)).toBeTruthy();
  });

  it('shows loading, empty and error states', () => {
    expect(renderBlock(affiliateAttribution)).toContain(AFFILIATE_LINK_MESSAGES.loading);
    expect(
      renderBlock(
        affiliateAttribution,
        {},
        { data: { ok: true, value: null }, context: editorContext },
      ),
    ).toContain(AFFILIATE_LINK_MESSAGES.noSource);
    const failed = { ok: false, error: 'GET /a/ failed: Server error' };
    expect(renderBlock(affiliateAttribution, {}, { data: failed })).not.toContain('Server error');
    expect(
      renderBlock(affiliateAttribution, {}, { data: failed, context: editorContext }),
    ).toContain('Server error');
  });

  it('refuses a landing page that is not a site path and a parameter with odd characters', () => {
    expect(
      affiliateAttribution.properties.safeParse({ landingPath: 'https://evil.example/' }).success,
    ).toBe(false);
    expect(affiliateAttribution.properties.safeParse({ param: 'ref&x=1' }).success).toBe(false);
  });
});

describe('affiliateAttribution load', () => {
  const load = (properties: Record<string, unknown>, get: (path: string) => Promise<unknown>) =>
    affiliateAttribution.load!({
      block: makeBlock(affiliateAttribution, properties),
      properties: affiliateAttribution.properties.parse(properties),
      divisionId: 2,
      get,
    });

  it('reads the profile from the path', async () => {
    const get = vi.fn().mockResolvedValue({ code: 'SAM10' });
    expect(await load({}, get)).toStrictEqual({ ok: true, value: null });
    expect(await load({ asyncData: '/divisions/{division}/affiliates/me/' }, get)).toStrictEqual({
      ok: true,
      value: { code: 'SAM10' },
    });
    expect(get).toHaveBeenCalledWith('/divisions/2/affiliates/me/', {});
  });

  it('fails on a profile of the wrong shape or a failed request', async () => {
    expect((await load({ asyncData: '/a/' }, vi.fn().mockResolvedValue({ code: 42 }))).ok).toBe(
      false,
    );
    expect(
      (await load({ asyncData: '/a/' }, vi.fn().mockRejectedValue(new ServerError()))).ok,
    ).toBe(false);
  });
});
