import { useEffect, useState } from 'react';
import { hasPermission, labelPickfaceSchema } from '../../src/backOffice';
import { atlasPost, atlasPostPdf, messageOf } from '../api';
import { PermissionButton } from '../PermissionButton';
import { usePermissionRequests } from '../permissionRequests';
import type { Label } from '../types';

/** A label's line: its state and print (or reprint), pick and cancel. */
export function LabelActions({
  label,
  onChanged,
}: {
  label: Label;
  onChanged: (message: string) => void;
}) {
  const canWrite = hasPermission(usePermissionRequests().permissions, 'labels.write');
  const state = label.cancelled ? 'cancelled' : label.pickedAt ? 'picked' : 'to be picked';
  async function print() {
    // Opened before the request so the browser does not block it as a pop-up.
    const tab = window.open('', '_blank');
    try {
      const pdf = await atlasPostPdf(`/labels/${label.id}/print/`, { version: label.version });
      const url = URL.createObjectURL(pdf);
      if (tab) tab.location.href = url;
      onChanged(`Label ${label.id} printed`);
    } catch (error) {
      tab?.close();
      onChanged(messageOf(error));
    }
  }
  const [pickface, setPickface] = useState(label.pickface);
  // A reload (after any label action) shows the stored pickface again.
  useEffect(() => setPickface(label.pickface), [label.pickface, label.version]);
  const lastPretreat = label.pretreatLogs.at(-1);
  async function pretreat() {
    try {
      await atlasPost(`/labels/${label.id}/pretreat/`, { version: label.version });
      onChanged(`Label ${label.id} pretreated`);
    } catch (error) {
      onChanged(messageOf(error));
    }
  }
  async function placeOnPickface() {
    // Checked with the server's schema first, so a typo is told without a round trip.
    const checked = labelPickfaceSchema.safeParse({ pickface, version: label.version });
    if (!checked.success) {
      onChanged(checked.error.issues[0]?.message ?? '');
      return;
    }
    try {
      await atlasPost(`/labels/${label.id}/pickface/`, checked.data);
      onChanged(`Label ${label.id} on pickface ${checked.data.pickface || '(none)'}`);
    } catch (error) {
      onChanged(messageOf(error));
    }
  }
  async function change(action: 'pick' | 'cancel') {
    try {
      await atlasPost(`/labels/${label.id}/${action}/`, { version: label.version });
      onChanged(`Label ${label.id} ${action === 'pick' ? 'picked' : 'cancelled'}`);
    } catch (error) {
      onChanged(messageOf(error));
    }
  }
  return (
    <span className="atlas__label" data-label-id={label.id}>
      Label {label.id} (unit {label.counter}, {state}, printed {label.timesPrinted} times, pickface{' '}
      {label.pickface || 'not assigned'},{' '}
      {lastPretreat
        ? `pretreated ${label.pretreatLogs.length} times, last by ${lastPretreat.staffEmail} at ${lastPretreat.createdAt.slice(0, 16).replace('T', ' ')}`
        : 'not pretreated'}
      ){' '}
      <form
        className="atlas__inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          void placeOnPickface();
        }}
      >
        <label htmlFor={`label-${label.id}-pickface`}>Pickface of label {label.id}</label>{' '}
        <input
          id={`label-${label.id}-pickface`}
          size={8}
          maxLength={20}
          value={pickface}
          disabled={!canWrite || label.cancelled || label.pickedAt !== null}
          onChange={(event) => setPickface(event.target.value)}
        />{' '}
        <PermissionButton
          size="small"
          type="submit"
          permission="labels.write"
          action="set pickfaces"
          disabled={label.cancelled || label.pickedAt !== null}
        >
          Set pickface
        </PermissionButton>
      </form>{' '}
      <PermissionButton
        size="small"
        permission="labels.write"
        action="pretreat labels"
        disabled={label.cancelled}
        onClick={() => void pretreat()}
      >
        Pretreat label {label.id}
      </PermissionButton>{' '}
      <PermissionButton
        size="small"
        permission="labels.write"
        action="print labels"
        disabled={label.cancelled}
        onClick={() => void print()}
      >
        {label.timesPrinted > 0 ? 'Reprint' : 'Print'} label {label.id}
      </PermissionButton>{' '}
      <PermissionButton
        size="small"
        permission="labels.write"
        action="pick labels"
        disabled={label.cancelled || label.pickedAt !== null}
        onClick={() => void change('pick')}
      >
        Mark label {label.id} picked
      </PermissionButton>{' '}
      <PermissionButton
        size="small"
        variant="danger"
        permission="labels.write"
        action="cancel labels"
        disabled={label.cancelled || label.pickedAt !== null}
        onClick={() => void change('cancel')}
      >
        Cancel label {label.id}
      </PermissionButton>
    </span>
  );
}
