// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestPermissionDialog } from './RequestPermissionDialog';

afterEach(cleanup);

const submitted = 'Permission request successfully submitted';

describe('<RequestPermissionDialog>', () => {
  it('asks for a permission without a reason and announces the answer', async () => {
    const request = vi.fn().mockResolvedValue(submitted);
    render(
      <RequestPermissionDialog
        permissions="pages.edit"
        action="edit this store's pages"
        request={request}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Request permission' });
    expect(dialog.textContent).toContain("You don't have permission to edit this store's pages.");
    expect(screen.queryByLabelText('Reason')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Request permission' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(submitted));
    expect(request).toHaveBeenCalledWith('pages.edit', '');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })),
    );
  });

  it('collects a required reason for the dashboard', async () => {
    const request = vi.fn().mockResolvedValue(submitted);
    render(
      <RequestPermissionDialog
        permissions="dashboard"
        request={request}
        onClose={() => undefined}
      />,
    );
    screen.getByRole('dialog', { name: 'Request dashboard permission' });
    const reason = screen.getByLabelText('Reason');
    expect(document.activeElement).toBe(reason);
    fireEvent.click(screen.getByRole('button', { name: 'Request permission' }));
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(request).not.toHaveBeenCalled();
    fireEvent.change(reason, { target: { value: 'I manage the store' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request permission' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(submitted));
    expect(request).toHaveBeenCalledWith('dashboard', 'I manage the store');
  });

  it('shows why a request failed and lets the user try again', async () => {
    const request = vi.fn().mockRejectedValueOnce(new Error('Please sign in to continue'));
    render(
      <RequestPermissionDialog permissions="pro" request={request} onClose={() => undefined} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request permission' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Please sign in to continue'),
    );
  });

  it('closes on Cancel and renders nothing while no permission is asked for', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <RequestPermissionDialog permissions="pro" request={vi.fn()} onClose={onClose} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    rerender(<RequestPermissionDialog permissions={null} request={vi.fn()} onClose={onClose} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
