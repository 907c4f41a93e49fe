import { useState } from 'react';
import { formatDate } from '../../src/format';
import type { AccountSession } from '../../src/model';
import { Button, DataTable, formErrorsFrom } from '../../src/ui';
import { useAccountApi } from './accountApi';
import { deviceName } from './deviceName';

/** Where the account is signed in; the current browser marked, the others can be ended. */
export function SessionsSection({
  sessions,
  onChanged,
}: {
  sessions: AccountSession[];
  onChanged: () => void;
}) {
  const api = useAccountApi();
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setFailure(null);
    try {
      await action();
      onChanged();
    } catch (error) {
      setFailure(formErrorsFrom(error, []).form);
    }
  };
  const others = sessions.filter((session) => !session.current).length;

  return (
    <section aria-labelledby="account-sessions" className="account-section">
      <h2 id="account-sessions">Sessions</h2>
      <DataTable
        caption="Browsers signed in to your account"
        columns={[
          {
            key: 'device',
            header: 'Device',
            rowHeader: true,
            cell: (session) => (
              <>
                {deviceName(session.userAgent)}
                {session.current ? <strong> (this browser)</strong> : null}
              </>
            ),
          },
          { key: 'since', header: 'Signed in', cell: (session) => formatDate(session.createdAt) },
        ]}
        rows={sessions}
        rowKey={(session) => session.id}
        actionsHeader="Actions"
        rowActions={(session) =>
          session.current ? null : (
            <Button
              size="small"
              aria-label={`End session on ${deviceName(session.userAgent)}`}
              onClick={() => void run(() => api.endSession(session.id))}
            >
              End session
            </Button>
          )
        }
        empty={<p>No sessions.</p>}
      />
      {failure ? (
        <p role="alert" className="ui-field__error">
          {failure}
        </p>
      ) : null}
      <Button disabled={others === 0} onClick={() => void run(() => api.endOtherSessions())}>
        End all other sessions
      </Button>
    </section>
  );
}
