import { useSearch } from '@tanstack/react-router';
import { accountNextStep } from '../../src/guards';
import { FORCE_TWO_FACTOR_MESSAGES } from '../../src/backOffice/forceTwoFactor';
import { TwoFactorSetup, type TwoFactorPost } from '../../src/ui/twoFactor';
import { useServices } from '../app/ServicesContext';
import { useAccountPost } from './useAccountPost';

const FALLBACK_ERROR = 'Oops... looks like something went wrong. Please try again.';

const messageOf = (failure: unknown): string =>
  failure instanceof Error && failure.message ? failure.message : FALLBACK_ERROR;

/**
 * /login/two-factor/ (blank layout, signed in): where an account staff forced onto
 * two-factor (atlas) sets it up after signing in, with the shared set-up steps and the
 * accounts' own calls. Afterwards it goes on to `redirect_uri` when that is a path on
 * this site, else its home (accountNextStep, with the set-up now done).
 */
export function TwoFactorSetUpScreen() {
  const { session } = useServices();
  const post = useAccountPost();
  const search = useSearch({ strict: false }) as { redirect_uri?: string };
  return (
    <TwoFactorSetup
      className="sf-auth"
      post={post as TwoFactorPost}
      lead={`${FORCE_TWO_FACTOR_MESSAGES.setUpFirst}: this store asks you to sign in with a code from an authenticator app as well as your password. Confirm your password to start.`}
      continueLabel="Continue"
      messageOf={messageOf}
      onContinue={() => {
        if (!session) return window.location.assign('/');
        const done = { ...session, mustSetUpTwoFactor: false };
        window.location.assign(accountNextStep(done, window.location.origin, search.redirect_uri));
      }}
    />
  );
}
