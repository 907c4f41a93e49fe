import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ConflictError } from '../../errors';
import { Button } from '../../ui/button/Button';
import { EmptyState } from '../../ui/emptyState/EmptyState';
import { InlineError } from '../../ui/inlineError/InlineError';
import { Loading } from '../../ui/loading/Loading';
import type { ChatApi, InboxScopeRef } from '../chatApi';
import { GROUP_LABELS } from '../conversation';
import {
  OFFLINE_REPLY_MAX,
  offlineMessageState,
  offlineReplySchema,
  type OfflineMessageView,
} from '../offlineMessages';
import { chatStyles } from './styles';

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; list: OfflineMessageView[] };

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/**
 * Messages shoppers left while the groups were offline, the same in the dashboard and
 * atlas: a list (newest first, with its state), one opened message (marked read), a reply
 * by email and mark handled. A change against a stale copy shows the message as it is now.
 */
export function OfflineMessages({ api, scope }: { api: ChatApi; scope: InboxScopeRef }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [openId, setOpenId] = useState<number | null>(null);
  const [reply, setReply] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ids = { title: useId(), reply: useId(), error: useId() };
  const scopeKey = scope.kind === 'store' ? scope.division : 'staff';

  const reload = useCallback(async () => {
    try {
      setLoad({ state: 'ready', list: await api.offlineMessages(scope) });
    } catch (failure) {
      setLoad({ state: 'error', message: (failure as Error).message });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, scopeKey]);
  useEffect(() => void reload(), [reload]);

  const replace = (changed: OfflineMessageView) =>
    setLoad((current) =>
      current.state === 'ready'
        ? {
            state: 'ready',
            list: current.list.map((m) => (m.id === changed.id ? { ...m, ...changed } : m)),
          }
        : current,
    );

  /** Runs a change; a stale copy is replaced by the one the server answered with. */
  const change = async (
    run: () => Promise<{ offlineMessage: OfflineMessageView; message: string }>,
  ) => {
    setBusy(true);
    setError('');
    try {
      const done = await run();
      replace(done.offlineMessage);
      setStatus(done.message);
      return true;
    } catch (failure) {
      if (failure instanceof ConflictError) {
        const current = (failure.body as { page?: OfflineMessageView } | undefined)?.page;
        if (current) replace(current);
        else void reload();
      }
      setError((failure as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const open = async (id: number) => {
    setOpenId(id);
    setReply('');
    setError('');
    setStatus('');
    requestAnimationFrame(() => headingRef.current?.focus());
    try {
      replace(await api.openOfflineMessage(scope, id));
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  if (load.state === 'loading') return <Loading label="Loading messages" skeletonLines={3} />;
  if (load.state === 'error')
    return <InlineError message={load.message} onRetry={() => void reload()} />;

  const opened = load.list.find((m) => m.id === openId) ?? null;

  return (
    <div className="chat-inbox">
      <style>{chatStyles}</style>
      {load.list.length === 0 ? (
        <EmptyState
          title="No messages left"
          text="When your chat groups are offline, shoppers can leave a message. Those messages appear here."
          headingLevel={3}
        />
      ) : (
        <ul className="chat-list" aria-label="Messages left while offline">
          {load.list.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                aria-current={m.id === openId ? 'true' : undefined}
                onClick={() => void open(m.id)}
              >
                <span className="chat-list__name">
                  <span>{m.name}</span>
                  <span className={m.readAt ? undefined : 'chat-badge'}>
                    {offlineMessageState(m)}
                  </span>
                </span>
                <span className="chat-list__preview">
                  {GROUP_LABELS[m.groupId]} · {when(m.createdAt)}
                  {m.storeName && scope.kind === 'staff' ? ` · ${m.storeName}` : ''}
                </span>
                <span className="chat-list__preview">{m.message}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <section className="chat-pane" aria-labelledby={ids.title}>
        {!opened ? (
          <EmptyState
            title="Choose a message"
            text="Pick a message on the left to read and answer it."
            headingLevel={3}
          />
        ) : (
          <>
            <div className="chat-pane__head">
              <h3 id={ids.title} ref={headingRef} tabIndex={-1}>
                Message from {opened.name}
              </h3>
              <span>{offlineMessageState(opened)}</span>
            </div>
            <p>
              {opened.email} · {GROUP_LABELS[opened.groupId]} · {when(opened.createdAt)}
            </p>
            <p className="chat-msg">{opened.message}</p>
            <p role="status" className="chat-typing">
              {status}
            </p>
            <form
              className="chat-form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                const parsed = offlineReplySchema.safeParse({
                  body: reply,
                  version: opened.version,
                });
                if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
                void change(() =>
                  api.replyToOfflineMessage(
                    scope,
                    opened.id,
                    parsed.data.body,
                    parsed.data.version,
                  ),
                ).then((sent) => sent && setReply(''));
              }}
            >
              <label htmlFor={ids.reply}>
                Reply by email to {opened.email}
                <textarea
                  id={ids.reply}
                  value={reply}
                  maxLength={OFFLINE_REPLY_MAX}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? ids.error : undefined}
                  onChange={(event) => setReply(event.target.value)}
                />
              </label>
              {error && (
                <p id={ids.error} role="alert" className="ui-field__error">
                  {error}
                </p>
              )}
              <div className="chat-actions">
                <Button type="submit" variant="primary" disabled={busy}>
                  Send reply
                </Button>
                <Button
                  disabled={busy}
                  onClick={() =>
                    void change(() =>
                      api.setOfflineHandled(scope, opened.id, !opened.handledAt, opened.version),
                    )
                  }
                >
                  {opened.handledAt ? 'Mark as not handled' : 'Mark as handled'}
                </Button>
              </div>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
