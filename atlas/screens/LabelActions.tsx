import { atlasPost, atlasPostPdf, messageOf } from '../api';
import { PermissionButton } from '../PermissionButton';
import type { Label } from '../types';

/** A label's line: its state and print (or reprint), pick and cancel. */
export function LabelActions({
  label,
  onChanged,
}: {
  label: Label;
  onChanged: (message: string) => void;
}) {
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
      Label {label.id} (unit {label.counter}, {state}, printed {label.timesPrinted} times){' '}
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
