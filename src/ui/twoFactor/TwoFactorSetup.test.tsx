// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TwoFactorSetup, type TwoFactorPost } from './TwoFactorSetup';

afterEach(cleanup);

const CODES = Array.from({ length: 10 }, (_, i) => `aaaa000${i}-bbbb000${i}`);

function fakePost(wrongCodeFirst = false): { post: TwoFactorPost; calls: unknown[][] } {
  const calls: unknown[][] = [];
  let refused = !wrongCodeFirst;
  const post = (async (path: string, body: unknown) => {
    calls.push([path, body]);
    if (path.endsWith('/enable/'))
      return { secret: 'JBSWY3DPEHPK3PXP', qrCode: 'data:image/png;base64,AA==' };
    if (!refused) {
      refused = true;
      throw new Error('Invalid authentication code');
    }
    return { recoveryCodes: CODES };
  }) as TwoFactorPost;
  return { post, calls };
}

describe('<TwoFactorSetup>', () => {
  it('confirms the password, checks a code, shows the recovery codes once, then continues', async () => {
    const { post, calls } = fakePost(true);
    const onContinue = vi.fn();
    render(
      <TwoFactorSetup
        post={post}
        lead="Set up two-factor authentication to continue."
        continueLabel="Continue"
        onContinue={onContinue}
        messageOf={(failure) => (failure as Error).message}
      />,
    );
    screen.getByRole('heading', { level: 1, name: 'Set up two-factor authentication' });
    fireEvent.change(screen.getByLabelText(/Your password/), { target: { value: 'secret pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));

    const code = screen.getByLabelText(/Code from the app/);
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid authentication code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Two-factor is on'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();
    expect(calls).toStrictEqual([
      ['/dashboard/secure/two-factor/enable/', { password: 'secret pw' }],
      ['/dashboard/secure/two-factor/confirm/', { code: '000000' }],
      ['/dashboard/secure/two-factor/confirm/', { code: '123456' }],
    ]);
  });
});
