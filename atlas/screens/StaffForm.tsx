import { useState } from 'react';
import {
  ATLAS_ROLES,
  newStaffSchema,
  STAFF_STATUS_OPTIONS,
  staffEditSchema,
  statusFormValue,
  statusFromFormValue,
} from '../../src/backOffice';
import { ApiError, ValidationError } from '../../src/errors';
import { Button, Dialog, Field } from '../../src/ui';
import { atlasPost, messageOf } from '../api';
import type { StaffUserView } from '../types';

interface Draft {
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  team: string;
  status: string;
  role: string;
  isLeadership: boolean;
  reportsTo: string;
  avatar: string;
}

const draftOf = (user: StaffUserView | null): Draft => ({
  email: user?.email ?? '',
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  username: user?.username ?? '',
  team: user?.team ?? '',
  status: user ? statusFormValue(user.status) : '0',
  role: user?.role ?? 'viewer',
  isLeadership: user?.isLeadership ?? false,
  reportsTo: user?.reportsTo ? String(user.reportsTo) : '',
  avatar: user?.avatar ?? '',
});

/**
 * Add or edit a staff member in a dialog: the spec's staff fields atlas keeps. The form
 * checks with the server's own schema first (the first problem shows at its field), then
 * the server checks again and answers taken usernames and emails the same way.
 */
export function StaffForm({
  user,
  colleagues,
  onClose,
  onSaved,
}: {
  /** null adds a new member. */
  user: StaffUserView | null;
  colleagues: readonly StaffUserView[];
  onClose: () => void;
  onSaved: (saved: StaffUserView, created: boolean) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  async function save() {
    const fields = {
      firstName: draft.firstName,
      lastName: draft.lastName,
      username: draft.username,
      team: draft.team,
      status: statusFromFormValue(draft.status),
      role: draft.role,
      isLeadership: draft.isLeadership,
      reportsTo: draft.reportsTo ? Number(draft.reportsTo) : null,
      avatar: draft.avatar,
    };
    const checked = user
      ? staffEditSchema.safeParse({ ...fields, version: user.version })
      : newStaffSchema.safeParse({ ...fields, email: draft.email });
    if (!checked.success) {
      const first = checked.error.issues[0];
      setErrors(first ? { [String(first.path[0])]: first.message } : {});
      return;
    }
    setErrors({});
    setFailure('');
    setSaving(true);
    try {
      const answer = await atlasPost<{ user: StaffUserView }>(
        user ? `/staff/${user.id}/` : '/staff/',
        checked.data,
      );
      onSaved(answer.user, user === null);
    } catch (error) {
      if (error instanceof ValidationError && error.issues[0])
        setErrors({ [error.issues[0].field]: error.issues[0].message });
      else setFailure(error instanceof ApiError ? error.message : messageOf(error));
    } finally {
      setSaving(false);
    }
  }

  const text = (
    key: 'email' | 'firstName' | 'lastName' | 'username' | 'team' | 'avatar',
    label: string,
    options: { type?: string; required?: boolean; hint?: string } = {},
  ) => (
    <Field label={label} required={options.required} error={errors[key]} hint={options.hint}>
      {(control) => (
        <input
          {...control}
          type={options.type ?? 'text'}
          value={draft[key]}
          onChange={(event) => set(key, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <Dialog
      open
      title={user ? `Edit ${user.email}` : 'Add a staff member'}
      onClose={onClose}
      preventClose={saving}
    >
      <form
        className="atlas__dialog-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {user
          ? null
          : text('email', 'Email', {
              type: 'email',
              required: true,
              hint: 'They get a link here to choose their password, then set up two-factor.',
            })}
        <div className="atlas__form-row">
          {text('firstName', 'First name')}
          {text('lastName', 'Last name')}
        </div>
        {text('username', 'Username', { required: true })}
        {text('team', 'Team')}
        <div className="atlas__form-row">
          <Field label="Status" error={errors.status}>
            {(control) => (
              <select
                {...control}
                value={draft.status}
                onChange={(event) => set('status', event.target.value)}
              >
                {STAFF_STATUS_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Role" error={errors.role} hint="The permissions they hold">
            {(control) => (
              <select
                {...control}
                value={draft.role}
                onChange={(event) => set('role', event.target.value)}
              >
                {Object.keys(ATLAS_ROLES).map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field label="Reports to" error={errors.reportsTo}>
          {(control) => (
            <select
              {...control}
              value={draft.reportsTo}
              onChange={(event) => set('reportsTo', event.target.value)}
            >
              <option value="">Nobody</option>
              {colleagues
                .filter((colleague) => colleague.id !== user?.id)
                .map((colleague) => (
                  <option key={colleague.id} value={colleague.id}>
                    {colleague.fullName} ({colleague.email})
                  </option>
                ))}
            </select>
          )}
        </Field>
        <label className="atlas__check">
          <input
            type="checkbox"
            checked={draft.isLeadership}
            onChange={(event) => set('isLeadership', event.target.checked)}
          />
          Leadership
        </label>
        {text('avatar', 'Avatar address', { type: 'url', hint: 'An https:// image address' })}
        {failure ? (
          <p role="alert" className="atlas__error">
            {failure}
          </p>
        ) : null}
        <div className="atlas__actions">
          <Button type="submit" variant="primary" disabled={saving}>
            {user ? 'Save' : 'Add staff member'}
          </Button>
          <Button type="button" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
