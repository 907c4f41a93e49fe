// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LibraryImage } from '../products/productsApi';
import { LibraryImageDialog } from './LibraryImageDialog';

afterEach(cleanup);

const image = (id: number, name: string): LibraryImage => ({
  id,
  name,
  altText: '',
  width: 400,
  height: 300,
  original: `/uploads/3/${name}`,
  thumbnails: {
    original: `/uploads/3/${name}`,
    small: `/uploads/3/s-${name}`,
    medium: `/uploads/3/m-${name}`,
  },
  createdAt: '2026-11-27T08:00:00.000Z',
});

async function setup(current = '') {
  let library = [image(2, 'green.png'), image(1, 'red.png')];
  const images = vi.fn(async () => ({
    images: library,
    total: library.length,
    page: 1,
    perPage: 24,
  }));
  const onPick = vi.fn();
  const onClose = vi.fn();
  const upload = vi.fn(async (_division: number, file: File, onProgress: (n: number) => void) => {
    onProgress(0.5);
    const stored = image(3, file.name);
    library = [stored, ...library];
    return stored;
  });
  await act(async () => {
    render(
      <LibraryImageDialog
        open
        title="Choose the logo"
        divisionId={3}
        api={{ images }}
        current={current}
        onPick={onPick}
        onClose={onClose}
        upload={upload}
      />,
    );
  });
  return { images, onPick, onClose, upload };
}

const options = () => screen.getAllByRole('option');

describe('<LibraryImageDialog>', () => {
  it('marks the image in use and gives it the one Tab stop', async () => {
    await setup('/uploads/3/red.png');
    expect(screen.getByRole('dialog', { name: 'Choose the logo' })).toBeTruthy();
    expect(options().map((option) => option.getAttribute('aria-selected'))).toStrictEqual([
      'false',
      'true',
    ]);
    expect(options().map((option) => option.tabIndex)).toStrictEqual([-1, 0]);
  });

  it('moves with the arrow keys and picks with Enter', async () => {
    const { onPick } = await setup();
    const [first, second] = options() as [HTMLElement, HTMLElement];
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ name: 'red.png' }));
  });

  it('picks on click and closes on Escape', async () => {
    const { onPick, onClose } = await setup();
    fireEvent.click(screen.getByText('green.png'));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith('escape');
  });

  it('uploads from inside the dialog, then focuses the new image first in the grid', async () => {
    const { upload, images } = await setup();
    const file = new File(['png'], 'blue.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Upload a new image'), { target: { files: [file] } });
    });
    expect(upload).toHaveBeenCalledWith(3, file, expect.any(Function));
    expect(images).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Uploaded')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'blue.png uploaded. It is first in the library.',
    );
    expect(options()[0]?.textContent).toContain('blue.png');
    expect(document.activeElement).toBe(options()[0]);
  });

  it('shows the server’s message when the library does not load', async () => {
    const images = vi.fn(async () => {
      throw new Error('The library is unavailable');
    });
    await act(async () => {
      render(
        <LibraryImageDialog
          open
          title="Choose the favicon"
          divisionId={3}
          api={{ images }}
          current=""
          onPick={vi.fn()}
          onClose={vi.fn()}
        />,
      );
    });
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
