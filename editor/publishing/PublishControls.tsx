import './publishing.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchTransport } from '../../src/api';
import { errorMessageOf } from './errorMessage';
import type { Page } from '../../src/model';
import {
  DISCARD_CONFIRMATION,
  PUBLISHING_MESSAGES,
  type PublishingState,
} from '../../src/publishing';
import { createPublishingClient, type PublishingClient } from '../../src/publishing/client';
import { Button, ConfirmDialog } from '../../src/ui';
import { HistoryDialog } from './HistoryDialog';
import { ScheduleDialog } from './ScheduleDialog';
import { isPublishShortcut } from './shortcut';
import { publishStatusLine, scheduledLine } from './statusText';

export interface PublishControlsProps {
  divisionId: number;
  pageId: number;
  /** The draft's version as the editor has it: a change means the draft was stored. */
  draftVersion: number;
  hasUnsavedChanges: boolean;
  /** Stores the editor's pending edits (resolves once saved, or gives up quietly). */
  flushDraft: () => Promise<void>;
  /** The server replaced the draft (restore, discard); open collaborative documents get it from the server. */
  onDraftReplaced: (draft: Page) => void;
  notify: (message: string, kind?: 'error') => void;
  client?: PublishingClient;
  /** Looks again this often for a publish by someone else, ms. */
  refreshMs?: number;
  platform?: 'mac' | 'other';
  timeZone?: string;
}

const defaultClient = (): PublishingClient => createPublishingClient(fetchTransport());

/**
 * The top bar's publishing controls (issue 14): the draft's state ("Draft: unpublished
 * changes" / "Published", when and by whom), Publish (Ctrl+Shift+P), the version
 * history, Discard draft with the spec-style confirmation, and Schedule publish.
 */
export function PublishControls({
  divisionId,
  pageId,
  draftVersion,
  hasUnsavedChanges,
  flushDraft,
  onDraftReplaced,
  notify,
  client: given,
  refreshMs = 15_000,
  platform = 'other',
  timeZone,
}: PublishControlsProps) {
  const client = useMemo(() => given ?? defaultClient(), [given]);
  const [state, setState] = useState<PublishingState | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<'history' | 'discard' | 'schedule' | null>(null);
  const busyRef = useRef(false);

  const refresh = useCallback(async () => {
    try {
      setState(await client.state(divisionId, pageId));
    } catch {
      // The state shows again on the next look; nothing the seller needs to act on.
    }
  }, [client, divisionId, pageId]);

  // On open, whenever the stored draft changes, and now and then (another seller publishing).
  useEffect(() => {
    void refresh();
  }, [refresh, draftVersion]);
  useEffect(() => {
    const timer = setInterval(() => void refresh(), refreshMs);
    return () => clearInterval(timer);
  }, [refresh, refreshMs]);

  /** Runs one action at a time, showing its failure message. */
  const run = useCallback(
    async <T,>(action: () => Promise<T>, done: (result: T) => string): Promise<boolean> => {
      if (busyRef.current) return false;
      busyRef.current = true;
      setBusy(true);
      try {
        const result = await action();
        notify(done(result));
        return true;
      } catch (error) {
        notify(errorMessageOf(error), 'error');
        return false;
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [notify],
  );

  const publish = useCallback(
    () =>
      run(
        async () => {
          await flushDraft();
          const next = await client.publish(divisionId, pageId);
          setState(next);
          return next;
        },
        () => PUBLISHING_MESSAGES.published,
      ),
    [run, flushDraft, client, divisionId, pageId],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPublishShortcut(event, platform)) return;
      event.preventDefault();
      void publish();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [publish, platform]);

  const replaced = (answer: { publishing: PublishingState; message: string; page: Page }) => {
    setState(answer.publishing);
    onDraftReplaced(answer.page);
    return answer.message;
  };

  const status = publishStatusLine(state, hasUnsavedChanges, timeZone);
  const scheduled = scheduledLine(state, timeZone);
  const canDiscard =
    state !== null && state.published !== null && (state.state === 'changes' || hasUnsavedChanges);

  return (
    <div className="ed-publish" role="group" aria-label="Publishing">
      <span className="ed-publish__status" role="status" data-state={status.kind}>
        <strong>{status.label}</strong>
        {status.detail ? <span className="ed-publish__detail"> · {status.detail}</span> : null}
        {scheduled ? <span className="ed-publish__detail"> · {scheduled}</span> : null}
      </span>
      <Button
        variant="primary"
        onClick={() => void publish()}
        busy={busy}
        aria-keyshortcuts={platform === 'mac' ? 'Meta+Shift+P' : 'Control+Shift+P'}
      >
        Publish
      </Button>
      <Button onClick={() => setDialog('history')}>History</Button>
      <Button onClick={() => setDialog('discard')} disabled={!canDiscard}>
        Discard draft
      </Button>
      {state?.scheduled ? (
        <Button
          onClick={() =>
            void run(
              async () => setState(await client.cancelSchedule(divisionId, pageId)),
              () => PUBLISHING_MESSAGES.scheduleCancelled,
            )
          }
        >
          Cancel schedule
        </Button>
      ) : (
        <Button onClick={() => setDialog('schedule')}>Schedule</Button>
      )}
      <HistoryDialog
        open={dialog === 'history'}
        divisionId={divisionId}
        pageId={pageId}
        client={client}
        busy={busy}
        timeZone={timeZone}
        onClose={() => setDialog(null)}
        onRestore={(number) =>
          void run(() => client.restore(divisionId, pageId, number), replaced).then(
            (ok) => ok && setDialog(null),
          )
        }
        onPublish={(number) =>
          void run(
            async () => setState(await client.publishVersion(divisionId, pageId, number)),
            () => PUBLISHING_MESSAGES.published,
          ).then((ok) => ok && setDialog(null))
        }
      />
      <ConfirmDialog
        open={dialog === 'discard'}
        title={DISCARD_CONFIRMATION.title}
        text={DISCARD_CONFIRMATION.text}
        confirmLabel={DISCARD_CONFIRMATION.confirm}
        cancelLabel={DISCARD_CONFIRMATION.cancel}
        destructive
        busy={busy}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          void run(async () => {
            await flushDraft();
            return client.discard(divisionId, pageId);
          }, replaced).then(() => setDialog(null))
        }
      />
      <ScheduleDialog
        open={dialog === 'schedule'}
        busy={busy}
        onClose={() => setDialog(null)}
        onSchedule={async (publishAt) => {
          if (busyRef.current) return null;
          busyRef.current = true;
          setBusy(true);
          try {
            setState(await client.schedule(divisionId, pageId, publishAt));
            notify(PUBLISHING_MESSAGES.scheduled);
            setDialog(null);
            return null;
          } catch (error) {
            return errorMessageOf(error);
          } finally {
            busyRef.current = false;
            setBusy(false);
          }
        }}
      />
    </div>
  );
}
