import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { asksForDashboard, permissionRequestSchema } from '../../model/permissionRequest';
import { Dialog } from '../overlays/Dialog';

/** Sends the request (POST /atlas/permissions/request/{permissions}/) and answers its message. */
export type RequestPermission = (permissions: string, reason: string) => Promise<string>;

export interface RequestPermissionDialogProps {
  /** The permissions asked for, e.g. `pages.edit`; null keeps the dialog closed. */
  permissions: string | null;
  request: RequestPermission;
  onClose: () => void;
  /** What the user was trying to do, said in the dialog (e.g. "edit this store's pages"). */
  action?: string;
  /** Who answers the request, said in the dialog: the store owner unless told (atlas: an admin). */
  decidedBy?: string;
}

type Phase =
  | { name: 'asking' }
  | { name: 'sending' }
  | { name: 'sent'; message: string }
  | { name: 'failed'; message: string };

const FALLBACK_ERROR = 'Oops... looks like something went wrong. Please try again.';

/**
 * The request-permission overlay, and request-dashboard-permission when the dashboard is
 * asked for: that one collects a reason. Submitting posts the request; the server's
 * answer ("Permission request successfully submitted") is announced in the dialog.
 */
export function RequestPermissionDialog({
  permissions,
  request,
  onClose,
  action,
  decidedBy = 'the store owner',
}: RequestPermissionDialogProps) {
  const [phase, setPhase] = useState<Phase>({ name: 'asking' });
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const textId = useId();
  const reasonId = useId();
  const errorId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const dashboard = permissions !== null && asksForDashboard(permissions);

  // Once sent the form is gone: focus the way out so keyboard users are not left on nothing.
  useEffect(() => {
    if (phase.name === 'sent') doneRef.current?.focus();
  }, [phase.name]);

  const close = () => {
    if (phase.name === 'sending') return;
    setPhase({ name: 'asking' });
    setReason('');
    setReasonError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (permissions === null || phase.name === 'sending') return;
    const parsed = permissionRequestSchema(permissions).safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? null);
      reasonRef.current?.focus();
      return;
    }
    setReasonError(null);
    setPhase({ name: 'sending' });
    try {
      const message = await request(permissions, parsed.data.reason);
      setPhase({ name: 'sent', message });
    } catch (error) {
      setPhase({
        name: 'failed',
        message: error instanceof Error && error.message ? error.message : FALLBACK_ERROR,
      });
    }
  };

  const title = dashboard ? 'Request dashboard permission' : 'Request permission';
  return (
    <Dialog
      open={permissions !== null}
      title={title}
      describedBy={textId}
      onClose={close}
      preventClose={phase.name === 'sending'}
      initialFocus={dashboard ? reasonRef : undefined}
      className="ui-permission"
    >
      {phase.name === 'sent' ? (
        <>
          <p id={textId} className="ui-dialog__text" role="status">
            {phase.message}
          </p>
          <div className="ui-dialog__actions">
            <button
              ref={doneRef}
              type="button"
              className="ui-button ui-button--primary"
              onClick={close}
            >
              Close
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <p id={textId} className="ui-dialog__text">
            {`You don't have permission to ${action ?? 'do this'}. `}
            {dashboard
              ? 'Tell the store owner why you need access to this dashboard and we will pass your request on.'
              : `You can ask for it: ${decidedBy} will be told.`}
          </p>
          {dashboard ? (
            <div className="ui-permission__field">
              <label htmlFor={reasonId}>Reason</label>
              <textarea
                id={reasonId}
                ref={reasonRef}
                value={reason}
                rows={3}
                maxLength={2000}
                required
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? errorId : undefined}
                onChange={(event) => setReason(event.target.value)}
              />
              {reasonError ? (
                <p id={errorId} className="ui-permission__error">
                  {reasonError}
                </p>
              ) : null}
            </div>
          ) : null}
          {phase.name === 'failed' ? (
            <p className="ui-permission__error" role="alert">
              {phase.message}
            </p>
          ) : null}
          <div className="ui-dialog__actions">
            <button type="button" className="ui-button" onClick={close}>
              Cancel
            </button>
            <button
              type="submit"
              className="ui-button ui-button--primary"
              aria-disabled={phase.name === 'sending' || undefined}
              aria-busy={phase.name === 'sending' || undefined}
            >
              Request permission
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
