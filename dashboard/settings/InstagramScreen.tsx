import { useId, useRef, useState, type FormEvent } from 'react';
import { INSTAGRAM_MESSAGES, instagramConnectSchema } from '../../src/social';
import {
  Button,
  ConfirmDialog,
  Field,
  InlineError,
  Loading,
  PageHeader,
  useLoaded,
} from '../../src/ui';
import { failureMessage } from '../../src/errors';
import type { InstagramApi } from './instagramApi';
import { SettingsNav } from './SettingsNav';

/**
 * Settings, Instagram: the account whose posts the feed block's instagram source shows.
 * The seller pastes a long-lived access token from their Meta app (Instagram API with
 * Instagram Login); the server checks it with Instagram before keeping it and never sends
 * it back. A token Instagram later refuses (expired, revoked) shows here as a problem to
 * fix, while shoppers simply see no Instagram feed.
 */
export function InstagramScreen({ api, divisionId }: { api: InstagramApi; divisionId: number }) {
  const headingId = useId();
  const {
    loaded: load,
    retry,
    set: setStatus,
  } = useLoaded(() => api.status(divisionId), [api, divisionId]);
  const [token, setToken] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const tokenRef = useRef<HTMLInputElement | null>(null);

  const connect = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = instagramConnectSchema.safeParse({ accessToken: token });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      tokenRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    setAnnouncement('');
    setBusy(true);
    try {
      const status = await api.connect(divisionId, parsed.data.accessToken);
      setStatus(status);
      setToken('');
      setAnnouncement(INSTAGRAM_MESSAGES.connected(status.username ?? ''));
    } catch (failure) {
      setFieldError(failureMessage(failure));
      tokenRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const disconnect = async () => {
    setBusy(true);
    try {
      setStatus(await api.disconnect(divisionId));
      setAnnouncement(INSTAGRAM_MESSAGES.disconnected);
    } catch (failure) {
      setAnnouncement(failureMessage(failure));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const status = load.state === 'ready' ? load.value : null;
  return (
    <main className="dash-screen" aria-labelledby={headingId} aria-busy={load.state === 'loading'}>
      <PageHeader title="Settings" titleId={headingId} />
      <SettingsNav current="instagram" />
      <h2>Instagram</h2>
      <p>
        Feed blocks set to Instagram show the latest posts of the account you connect here. Until
        then your shoppers see no Instagram feed at all.
      </p>
      {load.state === 'loading' ? (
        <Loading label="Loading the connection…" skeletonLines={2} />
      ) : null}
      {load.state === 'error' ? <InlineError message={load.message} onRetry={retry} /> : null}
      {status?.connected ? (
        <section className="dash-card" aria-label="Connected account">
          <p>
            Connected to <strong>@{status.username}</strong>
            {status.connectedAt
              ? ` since ${new Date(status.connectedAt).toLocaleDateString('en-GB', { dateStyle: 'long' })}`
              : ''}
            .
          </p>
          {status.problem ? (
            <p className="dash-approval dash-approval--denied" role="alert">
              {status.problem}
            </p>
          ) : null}
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Disconnect
          </Button>
        </section>
      ) : null}
      {status ? (
        <form className="dash-form" onSubmit={(event) => void connect(event)} noValidate>
          <h3>{status.connected ? 'Connect another account' : 'Connect an account'}</h3>
          <Field
            label="Access token"
            hint="A long-lived token from your Meta app (Instagram API with Instagram Login). We check it with Instagram and keep it private: it is never shown again."
            error={fieldError}
            required
          >
            {(control) => (
              <input
                {...control}
                ref={tokenRef}
                type="password"
                autoComplete="off"
                spellCheck={false}
                value={token}
                onChange={(event) => setToken(event.target.value)}
              />
            )}
          </Field>
          <div className="dash-form__actions">
            <Button type="submit" variant="primary" busy={busy}>
              Connect
            </Button>
          </div>
        </form>
      ) : null}
      <p role="status" className="dash-save-status">
        {announcement}
      </p>
      <ConfirmDialog
        open={confirming}
        title="Disconnect Instagram"
        text={`Feed blocks will stop showing the posts of @${status?.username ?? ''}.`}
        confirmLabel="Disconnect"
        cancelLabel="Keep it"
        destructive
        busy={busy}
        onConfirm={() => void disconnect()}
        onCancel={() => setConfirming(false)}
      />
    </main>
  );
}
