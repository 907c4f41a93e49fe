import { useState } from 'react';
import { PageHeader } from '../../src/ui';
import { atlasGet, atlasPost, messageOf } from '../api';
import { PermissionButton } from '../PermissionButton';
import type { StaffUserView } from '../types';
import { SearchTable, useSearchTable } from '../SearchTable';
import { StaffForm } from './StaffForm';

/** Staff users with their status, and mute/unmute for those allowed (disabled otherwise). */
export function UsersScreen() {
  const [notice, setNotice] = useState('');
  const users = useSearchTable(async (q, page) => {
    const answer = await atlasGet<{ users: StaffUserView[]; hasMore: boolean }>('/users/', {
      q,
      page,
    });
    return { rows: answer.users, hasMore: answer.hasMore };
  });
  // null: closed; 'new': adding; a user: editing them.
  const [editing, setEditing] = useState<StaffUserView | 'new' | null>(null);

  async function toggleMute(user: StaffUserView) {
    const action = user.mutedAt ? 'unmute' : 'mute';
    try {
      const { mutedAt } = await atlasPost<{ mutedAt: string | null }>(
        `/users/${user.id}/${action}/`,
      );
      setNotice(`${user.email} ${mutedAt ? 'muted' : 'unmuted'}`);
      users.reload();
    } catch (error) {
      setNotice(messageOf(error));
    }
  }

  return (
    <section aria-labelledby="users-title">
      <PageHeader
        title="Staff"
        titleId="users-title"
        actions={
          <PermissionButton
            variant="primary"
            permission="staff.write"
            action="add staff"
            onClick={() => setEditing('new')}
          >
            Add staff member
          </PermissionButton>
        }
      />
      <SearchTable
        state={users}
        searchLabel="Search staff"
        searchId="users-search"
        loadingLabel="Loading staff"
        notice={notice}
        caption="Staff users"
        captionHidden
        columns={[
          {
            key: 'email',
            header: 'Email',
            rowHeader: true,
            cell: (user) => (
              <>
                {user.avatar ? <img className="atlas__avatar" src={user.avatar} alt="" /> : null}
                {user.email}
              </>
            ),
          },
          { key: 'name', header: 'Name', cell: (user) => user.fullName },
          { key: 'status', header: 'Status', cell: (user) => user.statusLabel },
          { key: 'role', header: 'Role', cell: (user) => user.role ?? '-' },
          { key: 'team', header: 'Team', cell: (user) => user.team || '-' },
          {
            key: 'twoFactor',
            header: 'Two-factor',
            cell: (user) => (user.twoFactorAuthEnabled ? 'On' : 'Not set up'),
          },
          {
            key: 'muted',
            header: 'Muted',
            cell: (user) =>
              user.mutedAt ? `Since ${user.mutedAt.slice(0, 16).replace('T', ' ')}` : 'No',
          },
        ]}
        rowKey={(user) => String(user.id)}
        rowData={(user) => ({ 'data-user-id': user.id })}
        actionsHeader="Actions"
        rowActions={(user) => (
          <span className="atlas__actions">
            <PermissionButton
              size="small"
              permission="staff.write"
              action="edit staff"
              onClick={() => setEditing(user)}
              aria-label={`Edit ${user.email}`}
            >
              Edit
            </PermissionButton>
            <PermissionButton
              size="small"
              permission="users.mute"
              action="mute staff"
              onClick={() => void toggleMute(user)}
              aria-label={`${user.mutedAt ? 'Unmute' : 'Mute'} ${user.email}`}
            >
              {user.mutedAt ? 'Unmute' : 'Mute'}
            </PermissionButton>
          </span>
        )}
        empty={<p>No staff users match.</p>}
      />
      {editing ? (
        <StaffForm
          user={editing === 'new' ? null : editing}
          colleagues={users.rows}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            setNotice(
              created
                ? `${saved.email} added. We emailed them a link to choose their password.`
                : `${saved.email} saved`,
            );
            users.reload();
          }}
        />
      ) : null}
    </section>
  );
}
