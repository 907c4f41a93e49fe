// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerError } from '../../../src/errors';
import type { FieldDescriptor } from '../../../src/registry';
import type { LibraryImage } from '../../app/api';
import { FieldList } from './FieldInput';
import {
  ControlledField,
  DIVISION_ID,
  deferred,
  fakeEditorApi,
  libraryImage,
  productSummary,
  renderWithApi,
} from '../testing/testKit';

afterEach(cleanup);

const image = {
  kind: 'image',
  name: 'image',
  label: 'Image',
  help: 'Best at 1920 × 768.',
} as const;
const file = (name: string) => new File(['png bytes'], name, { type: 'image/png' });

describe('<ImageInput> upload', () => {
  it('uploads the file with a progress bar and stores the original', async () => {
    const upload = deferred<LibraryImage>();
    let progress: ((fraction: number) => void) | undefined;
    const uploadImage = vi.fn(
      (_division: number, _file: File, onProgress?: (fraction: number) => void) => {
        progress = onProgress;
        return upload.promise;
      },
    );
    const onChange = vi.fn();
    renderWithApi(
      <ControlledField field={image} initial="" onChange={onChange} />,
      fakeEditorApi({ uploadImage }),
    );
    expect(screen.getByText('No image chosen')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Upload'), { target: { files: [file('tee.png')] } });
    expect(uploadImage).toHaveBeenCalledWith(DIVISION_ID, expect.any(File), expect.any(Function));
    act(() => progress?.(0.4));
    expect(screen.getByText('Uploading… 40%')).toBeTruthy();
    expect((screen.getByLabelText('Upload progress') as HTMLProgressElement).value).toBe(0.4);

    await act(async () => upload.resolve(libraryImage(7, 'tee')));
    expect(onChange).toHaveBeenCalledWith('https://images.example/7.jpg');
    expect(screen.queryByLabelText('Upload progress')).toBeNull();
    expect(screen.getByRole('img', { name: 'Current image' }).getAttribute('src')).toBe(
      'https://images.example/7.jpg',
    );
  });

  it('refuses a file that is not an image, naming the types', () => {
    const uploadImage = vi.fn();
    renderWithApi(<ControlledField field={image} initial="" />, fakeEditorApi({ uploadImage }));
    fireEvent.change(screen.getByLabelText('Upload'), { target: { files: [file('notes.pdf')] } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Please choose a file of type jpg, jpeg, png, gif, webp, svg',
    );
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('shows why an upload failed', async () => {
    const uploadImage = vi.fn(() =>
      Promise.reject(new ServerError('Oops.. looks like something went wrong')),
    );
    const onChange = vi.fn();
    renderWithApi(
      <ControlledField field={image} initial="" onChange={onChange} />,
      fakeEditorApi({ uploadImage }),
    );
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Upload'), { target: { files: [file('tee.png')] } });
    });
    expect(screen.getByRole('alert').textContent).toBe('Oops.. looks like something went wrong');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('removes the image', () => {
    const onChange = vi.fn();
    renderWithApi(
      <ControlledField field={image} initial="https://images.example/1.jpg" onChange={onChange} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect(screen.getByText('No image chosen')).toBeTruthy();
  });
});

describe('<ImageInput> drive file', () => {
  const page = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => libraryImage(from + i, `Image ${from + i}`));

  it('lists the drive, searches it, pages through it and stores the chosen image', async () => {
    const imageLibrary = vi.fn(
      async (_division: number, query?: { page?: number; searchTerm?: string }) =>
        query?.searchTerm === 'hoodie'
          ? [libraryImage(90, 'Hoodie front')]
          : query?.page === 2
            ? page(25, 3)
            : page(1, 24),
    );
    const onChange = vi.fn();
    renderWithApi(
      <ControlledField field={image} initial="" onChange={onChange} />,
      fakeEditorApi({ imageLibrary }),
    );

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Choose from drive' })),
    );
    const dialog = screen.getByRole('dialog', { name: 'Choose from drive' });
    expect(imageLibrary).toHaveBeenLastCalledWith(DIVISION_ID, {
      page: 1,
      perPage: 24,
      searchTerm: undefined,
    });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(24);
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toHaveProperty(
      'disabled',
      true,
    );

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Next' })));
    expect(imageLibrary).toHaveBeenLastCalledWith(DIVISION_ID, {
      page: 2,
      perPage: 24,
      searchTerm: undefined,
    });
    expect(within(dialog).getByText('Page 2')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search the drive' }), {
      target: { value: 'hoodie' },
    });
    await act(async () => fireEvent.submit(within(dialog).getByRole('search')));
    expect(imageLibrary).toHaveBeenLastCalledWith(DIVISION_ID, {
      page: 1,
      perPage: 24,
      searchTerm: 'hoodie',
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Hoodie front' }));
    expect(onChange).toHaveBeenCalledWith('https://images.example/90.jpg');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when nothing matches, and offers a retry after a failure', async () => {
    const imageLibrary = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue([]);
    renderWithApi(<ControlledField field={image} initial="" />, fakeEditorApi({ imageLibrary }));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Choose from drive' })),
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Oops... looks like something went wrong. Please try again.',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByText('Your drive is empty. Upload an image to add it here.')).toBeTruthy();
  });
});

describe('<ImageInput> alt text', () => {
  it("edits the block's alt text beside the image", () => {
    const fields: FieldDescriptor[] = [
      { kind: 'image', name: 'src', label: 'Image' },
      {
        kind: 'text',
        name: 'alt',
        label: 'Alt text',
        help: 'Describe the picture for people who cannot see it.',
      },
    ];
    const onChange = vi.fn();
    renderWithApi(
      <FieldList
        fields={fields}
        values={{ src: 'https://images.example/1.jpg', alt: 'A tee' }}
        onChange={onChange}
        divisionId={DIVISION_ID}
      />,
    );
    const group = screen.getByRole('group', { name: 'Image' });
    const alt = within(group).getByRole('textbox', { name: 'Alt text' });
    expect(screen.getAllByRole('textbox', { name: 'Alt text' })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Current image' })).toBeTruthy();
    fireEvent.change(alt, { target: { value: 'A green organic tee' } });
    expect(onChange).toHaveBeenCalledWith('alt', 'A green organic tee');
  });
});

describe('<ImageInput> crop', () => {
  it('opens the image cropper from the Crop button and returns focus when Escape closes it', () => {
    renderWithApi(
      <ControlledField field={image} initial="https://images.example/7.jpg" />,
      fakeEditorApi({}),
    );
    const crop = screen.getByRole('button', { name: 'Crop' });
    crop.focus();
    fireEvent.click(crop);
    const dialog = screen.getByRole('dialog', { name: 'Crop image' });
    expect(within(dialog).getByLabelText('Zoom')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(crop);
  });

  it('keeps an earlier crop when applied unchanged', () => {
    const onChange = vi.fn();
    const cropped = 'https://images.example/7.jpg?zoom=2&focalX=0.3&focalY=0.6';
    renderWithApi(
      <ControlledField field={image} initial={cropped} onChange={onChange} />,
      fakeEditorApi({}),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Crop' }));
    const dialog = screen.getByRole('dialog', { name: 'Crop image' });
    expect((within(dialog).getByLabelText('Zoom') as HTMLInputElement).value).toBe('2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply crop' }));
    expect(onChange).toHaveBeenCalledWith(cropped);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('<ImageInput> product image', () => {
  const products = [
    productSummary(1, 'Heron T-Shirt', 'https://images.example/heron.jpg'),
    productSummary(2, 'Otter Hoodie', 'https://images.example/otter.jpg'),
  ];

  it('lists the product images, filters them by name and stores the chosen one with its alt text', async () => {
    const onChange = vi.fn();
    const fields: FieldDescriptor[] = [
      { kind: 'image', name: 'src', label: 'Image' },
      { kind: 'text', name: 'alt', label: 'Alt text' },
    ];
    const productsCall = vi.fn(async () => products);
    renderWithApi(
      <FieldList
        fields={fields}
        values={{ src: '', alt: '' }}
        onChange={onChange}
        divisionId={DIVISION_ID}
      />,
      fakeEditorApi({ products: productsCall }),
    );
    const opener = screen.getByRole('button', { name: 'Product image' });
    opener.focus();
    await act(async () => fireEvent.click(opener));
    const dialog = screen.getByRole('dialog', { name: 'Select product image' });
    expect(productsCall).toHaveBeenCalledWith(DIVISION_ID, { limit: 60 });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.change(within(dialog).getByLabelText('Filter by product name'), {
      target: { value: 'otter' },
    });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Otter Hoodie' }));
    expect(onChange).toHaveBeenCalledWith('src', 'https://images.example/otter.jpg');
    expect(onChange).toHaveBeenCalledWith('alt', 'Otter Hoodie');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('says when the store has no product images', async () => {
    renderWithApi(<ControlledField field={image} initial="" />, fakeEditorApi({}));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Product image' })));
    expect(screen.getByText('Your products have no images yet.')).toBeTruthy();
  });
});

describe('<ImageInput> image preview', () => {
  it('shows the image at full size with its alt text; Escape closes it and focus returns', () => {
    const fields: FieldDescriptor[] = [
      { kind: 'image', name: 'src', label: 'Image' },
      { kind: 'text', name: 'alt', label: 'Alt text' },
    ];
    renderWithApi(
      <FieldList
        fields={fields}
        values={{ src: 'https://images.example/1.jpg', alt: 'A green tee' }}
        onChange={vi.fn()}
        divisionId={DIVISION_ID}
      />,
    );
    const preview = screen.getByRole('button', { name: 'Preview' });
    preview.focus();
    fireEvent.click(preview);
    const dialog = screen.getByRole('dialog', { name: 'Image preview' });
    expect(within(dialog).getByRole('img', { name: 'A green tee' }).getAttribute('src')).toBe(
      'https://images.example/1.jpg',
    );
    expect(within(dialog).getByText('Alt text: A green tee')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(preview);
  });
});
