// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerError, ValidationError } from '../../src/errors';
import {
  blockElement,
  describeBlockContract,
  editorContext,
  makeBlock,
  nativeContext,
  renderBlock,
} from '../testing';
import { AFFILIATE_SETTINGS_STATES } from './AffiliateSettingsBlock';
import affiliateSettings from './index';

describeBlockContract(affiliateSettings, { name: 'affiliateSettings', mail: false });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const saved = {
  ok: true,
  value: {
    payoutEmail: 'sam@example.com',
    code: 'SAM10',
    notifyOnSale: true,
    commissionRate: null,
    version: 0,
  },
};
const path = { asyncData: '/divisions/{division}/affiliates/me/settings/' };

function mount(post: (path: string, body: unknown) => Promise<unknown>) {
  render(
    blockElement(affiliateSettings, path, { data: saved, context: { ...nativeContext, post } }),
  );
  const save = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    });
  return { save };
}

describe('affiliateSettings block', () => {
  it('renders the saved settings in labelled fields, the button disabled until hydrated', () => {
    const html = renderBlock(affiliateSettings, path, { data: saved });
    expect(html).toContain('value="sam@example.com"');
    expect(html).toContain('value="SAM10"');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    render(blockElement(affiliateSettings, path, { data: saved }));
    expect((screen.getByLabelText('Email me when I make a sale') as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('shows field messages and does not save an invalid form', async () => {
    const post = vi.fn();
    const { save } = mount(post);
    fireEvent.change(screen.getByLabelText('Affiliate code'), { target: { value: 'a b' } });
    await save();
    expect(
      screen.getByText('This field may only contain letters, numbers, dashes and underscores'),
    ).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('posts the settings to the same path and confirms', async () => {
    const post = vi.fn().mockResolvedValue({});
    const { save } = mount(post);
    fireEvent.click(screen.getByLabelText('Email me when I make a sale'));
    await save();
    expect(post).toHaveBeenCalledWith('/divisions/1/affiliates/me/settings/', {
      payoutEmail: 'sam@example.com',
      code: 'SAM10',
      notifyOnSale: false,
      version: 0,
    });
    expect(screen.getByText('Your settings have been saved')).toBeTruthy();
  });

  it('sends the version the last save answered, and shows the rate it names', async () => {
    const post = vi.fn().mockResolvedValue({
      payoutEmail: 'sam@example.com',
      code: 'SAM10',
      notifyOnSale: true,
      commissionRate: 12.5,
      version: 1,
    });
    const { save } = mount(post);
    await save();
    expect(screen.getByText('You earn 12.5% of each sale, before VAT and shipping.')).toBeTruthy();
    await save();
    expect(post).toHaveBeenLastCalledWith(
      '/divisions/1/affiliates/me/settings/',
      expect.objectContaining({ version: 1 }),
    );
  });

  it('shows a validation answer its own message and other failures the general one', async () => {
    const taken = mount(
      vi
        .fn()
        .mockRejectedValue(
          new ValidationError('Invalid', [{ field: 'code', message: 'This code is taken' }]),
        ),
    );
    await taken.save();
    expect(screen.getByRole('alert').textContent).toBe('This code is taken');
    cleanup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = mount(vi.fn().mockRejectedValue(new ServerError()));
    await down.save();
    expect(screen.getByRole('alert').textContent).toBe(
      'Oops... Something went wrong, please try again later',
    );
  });

  it('shows loading, unavailable and error states', () => {
    expect(renderBlock(affiliateSettings)).toContain(AFFILIATE_SETTINGS_STATES.loading);
    expect(renderBlock(affiliateSettings, {}, { data: { ok: true, value: null } })).toContain(
      AFFILIATE_SETTINGS_STATES.unavailable,
    );
    const failed = { ok: false, error: 'GET /s/ failed: Server error' };
    expect(renderBlock(affiliateSettings, {}, { data: failed })).not.toContain('Server error');
    expect(renderBlock(affiliateSettings, {}, { data: failed, context: editorContext })).toContain(
      'Server error',
    );
  });
});

describe('affiliateSettings load', () => {
  const load = (properties: Record<string, unknown>, get: (path: string) => Promise<unknown>) =>
    affiliateSettings.load!({
      block: makeBlock(affiliateSettings, properties),
      properties: affiliateSettings.properties.parse(properties),
      divisionId: 1,
      get,
    });

  it('reads the settings from the path, with defaults for missing keys', async () => {
    const get = vi.fn().mockResolvedValue({ payoutEmail: 'sam@example.com', code: 'SAM10' });
    expect(await load(path, get)).toStrictEqual(saved);
    expect(get).toHaveBeenCalledWith('/divisions/1/affiliates/me/settings/', {});
    expect(await load({}, get)).toStrictEqual({ ok: true, value: null });
  });

  it('fails on settings of the wrong shape', async () => {
    expect((await load(path, vi.fn().mockResolvedValue({ notifyOnSale: 'yes' }))).ok).toBe(false);
  });
});
