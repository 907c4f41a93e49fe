// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_ATTACHMENT_MAX_BYTES } from '../attachments';
import { AttachButton } from './AttachButton';

afterEach(cleanup);

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Attach a file'), { target: { files: [file] } });

describe('the attach button', () => {
  it('refuses a file over the limit without sending it', async () => {
    const onAttach = vi.fn(async () => undefined);
    render(<AttachButton onAttach={onAttach} />);
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: CHAT_ATTACHMENT_MAX_BYTES + 1 });
    choose(big);
    expect((await screen.findByRole('alert')).textContent).toBe('Files can be at most 10 MB');
    expect(onAttach).not.toHaveBeenCalled();
  });

  it('shows the upload in progress, then the server refusal', async () => {
    let fail: (error: Error) => void = () => undefined;
    const onAttach = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    render(<AttachButton onAttach={onAttach} />);
    choose(new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('status')).textContent).toContain('Uploading notes.txt…');
    expect(screen.getByLabelText('Attach a file')).toHaveProperty('disabled', true);
    fail(new Error('Please attach an image (PNG, JPEG, WebP, GIF or SVG) or a PDF'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please attach an image (PNG, JPEG, WebP, GIF or SVG) or a PDF',
    );
    expect(screen.getByLabelText('Attach a file')).toHaveProperty('disabled', false);
  });
});
