import { useEffect, useState, type CSSProperties } from 'react';
import { fetchTransport } from '../src/api';
import { ApiError } from '../src/errors';
import { Button } from '../src/ui';

interface ImpersonationState {
  impersonating: boolean;
  seller?: { id: number; email: string; name: string };
  staffEmail?: string;
  endsAt?: string;
}

const BANNER: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '0.5rem 1rem',
  background: '#7a1f00',
  color: '#ffffff',
  fontWeight: 600,
  position: 'sticky',
  top: 0,
  zIndex: 50,
};

/**
 * Staff signed in as a seller (atlas, server/backOffice/impersonation.ts) see, on every
 * dashboard screen, whom they act as and a way back; returning ends the impersonation
 * and restores their staff session. Nothing shows for the seller themself.
 */
export function ImpersonationBanner() {
  const [state, setState] = useState<ImpersonationState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    fetchTransport()({ method: 'GET', path: '/impersonation/' }).then(
      (answer) => live && setState(answer as ImpersonationState),
      () => live && setState(null),
    );
    return () => {
      live = false;
    };
  }, []);

  if (!state?.impersonating || !state.seller) return null;

  async function giveBack() {
    setBusy(true);
    setError('');
    try {
      const answer = (await fetchTransport()({
        method: 'POST',
        path: '/impersonation/end/',
        body: {},
      })) as { redirect: string };
      window.location.assign(answer.redirect);
    } catch (failure) {
      setBusy(false);
      setError(
        failure instanceof ApiError
          ? failure.message
          : 'Oops... looks like something went wrong. Please try again.',
      );
    }
  }

  return (
    <aside aria-label="Signed in as a seller" className="dash-impersonation" style={BANNER}>
      <span title={state.seller.email}>You are signed in as {state.seller.name} —</span>
      <Button size="small" onClick={() => void giveBack()} aria-disabled={busy || undefined}>
        Return to atlas
      </Button>
      {error ? <span role="alert">{error}</span> : null}
    </aside>
  );
}
