// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogCloseReason } from './Dialog';

afterEach(cleanup);

/** A page with a button that opens a dialog holding a form: the way the editor uses it. */
function Page({
  onClose,
  preventClose = false,
}: {
  onClose?: (reason: DialogCloseReason) => void;
  preventClose?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Rename page</button>
      <Dialog
        open={open}
        title="Rename page"
        preventClose={preventClose}
        onClose={(reason) => {
          onClose?.(reason);
          setOpen(false);
        }}
      >
        <input aria-label="Title" />
        <button onClick={() => setOpen(false)}>Save</button>
      </Dialog>
    </>
  );
}

const opener = () => screen.getByRole('button', { name: 'Rename page' });

function openDialog() {
  opener().focus();
  fireEvent.click(opener());
  return screen.getByRole('dialog');
}

describe('<Dialog>', () => {
  it('renders nothing while closed', () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title', () => {
    render(<Page />);
    const dialog = openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Rename page' })).toBe(dialog);
  });

  it('moves focus to the first focusable element on open', () => {
    render(<Page />);
    openDialog();
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
  });

  it('keeps Tab and Shift+Tab inside', () => {
    render(<Page />);
    const dialog = openDialog();
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
  });

  it('closes on Escape and returns focus to the opener', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    fireEvent.keyDown(openDialog(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith('escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener());
  });

  it('returns focus to the opener when closed from inside', () => {
    render(<Page />);
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(opener());
  });

  it('closes on a backdrop click but not on a click inside', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const dialog = openDialog();
    fireEvent.mouseDown(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledWith('backdrop');
  });

  it('ignores Escape and the backdrop while closing is prevented', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} preventClose />);
    const dialog = openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('focuses the requested element first', () => {
    function WithInitialFocus() {
      const save = useRef<HTMLButtonElement>(null);
      return (
        <Dialog open title="Unsaved changes" onClose={() => undefined} initialFocus={save}>
          <button>Discard</button>
          <button ref={save}>Save</button>
        </Dialog>
      );
    }
    render(<WithInitialFocus />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  it('renders on the server', () => {
    const html = renderToString(
      <Dialog open title="Loading" onClose={() => undefined}>
        <p>Please wait</p>
      </Dialog>,
    );
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-modal="true"');
    expect(html).toContain('Loading</h2>');
  });
});
