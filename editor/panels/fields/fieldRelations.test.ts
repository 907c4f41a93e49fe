import { describe, expect, it } from 'vitest';
import type { FieldDescriptor } from '../../../src/registry';
import { pairAltFields, standaloneFields } from './fieldRelations';

const imageBlock: FieldDescriptor[] = [
  { kind: 'image', name: 'src', label: 'Image' },
  { kind: 'text', name: 'alt', label: 'Alt text' },
  { kind: 'text', name: 'caption', label: 'Caption' },
];

describe('pairAltFields', () => {
  it("pairs the image block's src with alt", () => {
    expect(pairAltFields(imageBlock).get('src')?.name).toBe('alt');
  });

  it('pairs an image with its {name}Alt field first', () => {
    const fields: FieldDescriptor[] = [
      { kind: 'image', name: 'image', label: 'Image' },
      { kind: 'text', name: 'imageAlt', label: 'Image description' },
      { kind: 'text', name: 'alt', label: 'Alt' },
    ];
    expect(pairAltFields(fields).get('image')?.name).toBe('imageAlt');
  });

  it('gives a plain alt to one image only, and none to images without one', () => {
    const banner: FieldDescriptor[] = [
      { kind: 'image', name: 'image', label: 'Image' },
      { kind: 'image', name: 'videoThumbnail', label: 'Video thumbnail' },
      { kind: 'text', name: 'alt', label: 'Alt text' },
    ];
    const pairs = pairAltFields(banner);
    expect(pairs.get('image')?.name).toBe('alt');
    expect(pairs.has('videoThumbnail')).toBe(false);
    expect(
      pairAltFields([{ kind: 'image', name: 'backgroundImage', label: 'Background image' }]).size,
    ).toBe(0);
  });

  it('pairs only text fields', () => {
    const fields: FieldDescriptor[] = [
      { kind: 'image', name: 'src', label: 'Image' },
      { kind: 'textarea', name: 'alt', label: 'Alt text' },
    ];
    expect(pairAltFields(fields).size).toBe(0);
  });
});

describe('standaloneFields', () => {
  it('leaves out alt fields drawn inside their image', () => {
    expect(standaloneFields(imageBlock).map((field) => field.name)).toEqual(['src', 'caption']);
  });
});
