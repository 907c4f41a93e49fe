import { useState } from 'react';
import {
  PERMISSION_REQUEST_MESSAGES,
  PERMISSION_REQUEST_NOTE_MAX,
  permissionRequestDecisionSchema,
  permissionsLabel,
  type PermissionRequestStatus,
} from '../../src/backOffice';
import { Button, DataTable, Dialog, Field, PageHeader } from '../../src/ui';
import { atlasGet, atlasPost, messageOf } from '../api';
import { PermissionButton } from '../PermissionButton';
import type { PermissionRequestView } from '../types';
import { useLoad } from '../useLoad';

const SHOW: { value: PermissionRequestStatus; label: string }[] = [
  { value: 'pending', label: 'Waiting' },
  { value: 'granted', label: 'Granted' },
  { value: 'refused', label: 'Refused' },
];

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '-');

/**
 * The permission-request inbox: what shoppers and sellers asked for from the storefront
 * and the dashboard, oldest first. Staff grant, or refuse with the reason the requester
 * is told (a notification); answered requests stay listed under Granted and Refused.
 */
export function RequestsScreen() {
  const [status, setStatus] = useState<PermissionRequestStatus>('pending');
  const [notice, setNotice] = useState('');
  const [answering, setAnswering] = useState<{
    request: PermissionRequestView;
    decision: 'grant' | 'refuse';
  } | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const requests = useLoad(
    () => atlasGet<{ requests: PermissionRequestView[] }>('/permission-requests/', { status }),
    status,
  );

  function open(request: PermissionRequestView, decision: 'grant' | 'refuse') {
    setAnswering({ request, decision });
    setNote('');
    setError('');
  }

  async function answer() {
    if (!answering) return;
    const body = { decision: answering.decision, note };
    const checked = permissionRequestDecisionSchema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? PERMISSION_REQUEST_MESSAGES.noteRequired);
      return;
    }
    setSaving(true);
    try {
      const result = await atlasPost<{ notified: boolean }>(
        `/permission-requests/${answering.request.id}/`,
        checked.data,
      );
      setNotice(
        `Request from ${answering.request.email} ${answering.decision === 'grant' ? 'granted' : 'refused'}` +
          (result.notified ? '; they have been told.' : '; they have no store to be told in.'),
      );
      setAnswering(null);
      requests.reload();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSaving(false);
    }
  }

  const refusing = answering?.decision === 'refuse';
  return (
    <section aria-labelledby="requests-title">
      <PageHeader title="Permission requests" titleId="requests-title" />
      <div className="atlas__filters">
        <label htmlFor="requests-show">Show</label>
        <select
          id="requests-show"
          value={status}
          onChange={(event) => setStatus(event.target.value as PermissionRequestStatus)}
        >
          {SHOW.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className="atlas__notice">
        {notice}
      </p>
      <DataTable
        caption="Permission requests"
        captionHidden
        columns={[
          {
            key: 'who',
            header: 'Requester',
            rowHeader: true,
            cell: (row) => (row.fullName ? `${row.fullName} (${row.email})` : row.email),
          },
          { key: 'store', header: 'Store', cell: (row) => row.storeName ?? '-' },
          {
            key: 'permissions',
            header: 'Asks for',
            cell: (row) => permissionsLabel(row.permissions),
          },
          { key: 'reason', header: 'Reason', cell: (row) => row.reason || '-' },
          { key: 'asked', header: 'Asked', cell: (row) => when(row.createdAt) },
          ...(status === 'pending'
            ? []
            : [
                {
                  key: 'answer',
                  header: 'Answer',
                  cell: (row: PermissionRequestView) =>
                    `${row.answeredBy ?? '-'}, ${when(row.answeredAt)}${row.note ? `: ${row.note}` : ''}`,
                },
              ]),
        ]}
        rows={requests.data?.requests ?? []}
        rowKey={(row) => String(row.id)}
        rowData={(row) => ({ 'data-request-id': row.id })}
        actionsHeader="Actions"
        rowActions={
          status === 'pending'
            ? (row) => (
                <span className="atlas__actions">
                  {(['grant', 'refuse'] as const).map((decision) => (
                    <PermissionButton
                      key={decision}
                      size="small"
                      variant={decision === 'grant' ? 'primary' : 'secondary'}
                      permission="requests.answer"
                      action="answer permission requests"
                      aria-label={`${decision === 'grant' ? 'Grant' : 'Refuse'} the request from ${row.email}`}
                      onClick={() => open(row, decision)}
                    >
                      {decision === 'grant' ? 'Grant' : 'Refuse'}
                    </PermissionButton>
                  ))}
                </span>
              )
            : undefined
        }
        loading={requests.loading && !requests.data ? 'Loading permission requests' : false}
        error={requests.error ? { message: requests.error, onRetry: requests.reload } : null}
        empty={
          <p>{status === 'pending' ? 'No requests are waiting.' : 'No answered requests yet.'}</p>
        }
      />
      <Dialog
        open={answering !== null}
        title={refusing ? 'Refuse the request' : 'Grant the request'}
        onClose={() => setAnswering(null)}
        preventClose={saving}
      >
        {answering ? (
          <form
            className="atlas__dialog-form"
            onSubmit={(event) => {
              event.preventDefault();
              void answer();
            }}
          >
            <p>
              {answering.request.email} asks for {permissionsLabel(answering.request.permissions)}
              {answering.request.storeName ? ` on ${answering.request.storeName}` : ''}.
            </p>
            <Field
              label={refusing ? 'Reason the requester will see' : 'Note to the requester'}
              required={refusing}
              error={error || undefined}
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  maxLength={PERMISSION_REQUEST_NOTE_MAX}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
              )}
            </Field>
            <div className="atlas__actions">
              <Button type="submit" variant="primary" disabled={saving}>
                {refusing ? 'Refuse' : 'Grant'}
              </Button>
              <Button type="button" onClick={() => setAnswering(null)} disabled={saving}>
                Cancel
              </Button>
            </div>
          </form>
        ) : null}
      </Dialog>
    </section>
  );
}
