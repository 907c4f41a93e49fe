import './account.css';
import { useCallback, useEffect, useState } from 'react';
import type { AccountSettings } from '../../src/model';
import { formErrorsFrom, InlineError, Loading, PageHeader } from '../../src/ui';
import { useAccountApi } from './accountApi';
import { EmailSection } from './EmailSection';
import { PasskeysSection } from './PasskeysSection';
import { PasswordSection } from './PasswordSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

type Loaded =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; settings: AccountSettings };

/**
 * /dashboard/account/: the signed-in user's email, password, two-factor authentication,
 * passkeys and sessions. Each section saves on its own and the settings are read again
 * after a change (a change of password or two-factor also renews the session).
 */
export function AccountScreen() {
  const api = useAccountApi();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  const load = useCallback(() => {
    api.settings().then(
      (settings) => setLoaded({ state: 'ready', settings }),
      (error: unknown) =>
        setLoaded({ state: 'error', message: formErrorsFrom(error, []).form ?? '' }),
    );
  }, [api]);
  useEffect(load, [load]);

  return (
    <main className="account" aria-labelledby="account-title">
      <PageHeader title="Account settings" titleId="account-title" />
      {loaded.state === 'loading' ? (
        <Loading label="Loading your account" skeletonLines={4} />
      ) : loaded.state === 'error' ? (
        <InlineError
          message={loaded.message}
          onRetry={() => {
            setLoaded({ state: 'loading' });
            load();
          }}
        />
      ) : (
        <>
          <EmailSection email={loaded.settings.email} onChanged={load} />
          <PasswordSection onChanged={load} />
          <TwoFactorSection
            enabled={loaded.settings.twoFactor}
            recoveryCodesLeft={loaded.settings.recoveryCodesLeft}
            onChanged={load}
          />
          <PasskeysSection />
          <SessionsSection sessions={loaded.settings.sessions} onChanged={load} />
        </>
      )}
    </main>
  );
}
