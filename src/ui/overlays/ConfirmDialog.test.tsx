// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELETE_PAGE_CONFIRMATION } from '../../errors';
import { ConfirmDialog } from './ConfirmDialog';

afterEach(cleanup);

function renderDeletePage(props: { busy?: boolean } = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title={DELETE_PAGE_CONFIRMATION.title}
      text={DELETE_PAGE_CONFIRMATION.text}
      confirmLabel={DELETE_PAGE_CONFIRMATION.confirm}
      cancelLabel={DELETE_PAGE_CONFIRMATION.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
      destructive
      {...props}
    />,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('alertdialog') };
}

describe('<ConfirmDialog> as the editor uses it to delete a page', () => {
  it("is an alertdialog named 'Delete page' and described by its question", () => {
    const { dialog } = renderDeletePage();
    expect(screen.getByRole('alertdialog', { name: 'Delete page' })).toBe(dialog);
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Are you sure you want to delete this page?');
  });

  it("offers 'Delete page' and 'Cancel', with focus on 'Cancel'", () => {
    renderDeletePage();
    expect(screen.getByRole('button', { name: 'Delete page' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('confirms and cancels through its buttons', () => {
    const { onConfirm, onCancel } = renderDeletePage();
    fireEvent.click(screen.getByRole('button', { name: 'Delete page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape', () => {
    const { onCancel, dialog } = renderDeletePage();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the deletion runs, and says it is busy', () => {
    const { onConfirm, onCancel, dialog } = renderDeletePage({ busy: true });
    const confirm = screen.getByRole('button', { name: 'Delete page' });
    fireEvent.click(confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    expect(confirm.getAttribute('aria-busy')).toBe('true');
  });
});
