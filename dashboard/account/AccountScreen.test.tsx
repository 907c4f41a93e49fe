// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ValidationError } from '../../src/errors';
import { PASSKEY_MESSAGES, type AccountSettings } from '../../src/model';
import { AccountApiContext, type AccountApi } from './accountApi';
import { AccountScreen } from './AccountScreen';

afterEach(cleanup);

const SETTINGS: AccountSettings = {
  email: 'seller@demo.localhost',
  verified: true,
  twoFactor: false,
  recoveryCodesLeft: 0,
  eulaVersion: null,
  sessions: [
    { id: 'a', userAgent: 'Mozilla/5.0 (X11; Linux) Chrome/131.0', createdAt: '', current: true },
    { id: 'b', userAgent: 'Mozilla/5.0 (Windows) Firefox/133.0', createdAt: '', current: false },
  ],
};

function fakeApi(overrides: Partial<AccountApi> = {}): AccountApi {
  const unused = () => Promise.reject(new Error('not expected in this test'));
  return {
    settings: vi.fn(async () => SETTINGS),
    changeEmail: vi.fn(unused),
    changePassword: vi.fn(unused),
    startTwoFactor: vi.fn(unused),
    confirmTwoFactor: vi.fn(unused),
    disableTwoFactor: vi.fn(unused),
    regenerateRecoveryCodes: vi.fn(unused),
    endOtherSessions: vi.fn(async () => undefined),
    endSession: vi.fn(async () => undefined),
    passkeys: vi.fn(async () => []),
    passkeyOptions: vi.fn(unused),
    addPasskey: vi.fn(unused),
    removePasskey: vi.fn(unused),
    ...overrides,
  };
}

async function show(api: AccountApi) {
  await act(async () => {
    render(
      <AccountApiContext.Provider value={api}>
        <AccountScreen />
      </AccountApiContext.Provider>,
    );
  });
}

describe('<AccountScreen>', () => {
  it('shows a failed load with a retry that loads again', async () => {
    const settings = vi
      .fn<AccountApi['settings']>()
      .mockRejectedValueOnce(new ApiError('Please sign in to continue', 401))
      .mockResolvedValue(SETTINGS);
    await show(fakeApi({ settings }));
    expect(screen.getByRole('alert').textContent).toContain('Please sign in to continue');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByText('seller@demo.localhost')).toBeTruthy();
  });

  it('checks the new password with the shared rules before sending it', async () => {
    const api = fakeApi();
    await show(api);
    const section = screen.getByRole('region', { name: 'Password' });
    fireEvent.change(within(section).getByLabelText(/^Current password/), {
      target: { value: 'old password' },
    });
    fireEvent.change(within(section).getByLabelText(/^New password/), {
      target: { value: 'short' },
    });
    await act(async () =>
      fireEvent.click(within(section).getByRole('button', { name: 'Change password' })),
    );
    expect(within(section).getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('turns two-factor on behind the password dialog and shows the recovery codes once', async () => {
    const api = fakeApi({
      startTwoFactor: vi
        .fn<AccountApi['startTwoFactor']>()
        .mockRejectedValueOnce(
          new ValidationError('The password is incorrect', [
            { field: 'password', message: 'The password is incorrect' },
          ]),
        )
        .mockResolvedValue({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://x', qrCode: 'data:,' }),
      confirmTwoFactor: vi.fn(async () => ['aaaa-bbbb', 'cccc-dddd']),
    });
    await show(api);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn on two-factor authentication' });
    const password = within(dialog).getByLabelText(/^Password/);
    expect(document.activeElement).toBe(password);
    fireEvent.change(password, { target: { value: 'wrong' } });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' })),
    );
    expect(within(dialog).getByText('The password is incorrect')).toBeTruthy();
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' })),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    fireEvent.change(screen.getByLabelText(/^Authentication code/), {
      target: { value: '123456' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Turn on' })));
    expect(api.confirmTwoFactor).toHaveBeenCalledWith('123456');
    const codes = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['aaaa-bbbb', 'cccc-dddd']);
  });

  it('marks this browser and ends another session', async () => {
    const api = fakeApi();
    await show(api);
    const sessions = screen.getByRole('region', { name: 'Sessions' });
    expect(within(sessions).getByText('(this browser)')).toBeTruthy();
    await act(async () =>
      fireEvent.click(
        within(sessions).getByRole('button', { name: 'End session on Firefox on Windows' }),
      ),
    );
    expect(api.endSession).toHaveBeenCalledWith('b');
  });

  it('asks for a passkey name before calling the browser, and lists the passkeys', async () => {
    const api = fakeApi({
      passkeys: vi.fn(async () => [
        { id: 'k1', name: 'Work laptop', createdAt: '2026-11-01T10:00:00.000Z', lastUsedAt: null },
      ]),
    });
    await show(api);
    const section = screen.getByRole('region', { name: 'Passkeys' });
    expect(within(section).getByRole('rowheader', { name: 'Work laptop' })).toBeTruthy();
    expect(within(section).getByText('Never')).toBeTruthy();
    await act(async () =>
      fireEvent.click(within(section).getByRole('button', { name: 'Add a passkey' })),
    );
    expect(within(section).getByText(PASSKEY_MESSAGES.name)).toBeTruthy();
    expect(api.passkeyOptions).not.toHaveBeenCalled();
  });
});
