import { describe, expect, it } from 'vitest';
import { areaFromCrop, cropFromArea, readImageCrop, UNCROPPED, withImageCrop } from './imageCrop';

describe('cropFromArea', () => {
  it('puts the focal point at the centre of the cropped area', () => {
    expect(cropFromArea({ x: 10, y: 20, width: 50, height: 40 }, 2)).toEqual({
      zoom: 2,
      focalX: 0.35,
      focalY: 0.4,
    });
  });

  it('keeps the focal point between 0 and 1 and zoom not below 0', () => {
    expect(cropFromArea({ x: 90, y: -50, width: 40, height: 20 }, -1)).toEqual({
      zoom: 0,
      focalX: 1,
      focalY: 0,
    });
  });
});

describe('withImageCrop', () => {
  it('writes zoom and focal point into an absolute URL, keeping its other parameters', () => {
    expect(
      withImageCrop('https://img.example/a.jpg?w=400', { zoom: 1.5, focalX: 0.25, focalY: 0.75 }),
    ).toBe('https://img.example/a.jpg?w=400&zoom=1.5&focalX=0.25&focalY=0.75');
  });

  it('keeps a relative URL relative and replaces an earlier crop', () => {
    const once = withImageCrop('/uploads/a.jpg', { zoom: 2, focalX: 0.1, focalY: 0.2 });
    expect(withImageCrop(once, { zoom: 1.2, focalX: 0.3, focalY: 0.4 })).toBe(
      '/uploads/a.jpg?zoom=1.2&focalX=0.3&focalY=0.4',
    );
  });

  it('removes the parameters for an uncropped image', () => {
    expect(withImageCrop('/uploads/a.jpg?zoom=2&focalX=0.1&focalY=0.2', UNCROPPED)).toBe(
      '/uploads/a.jpg',
    );
  });
});

describe('readImageCrop', () => {
  it('reads back what withImageCrop wrote', () => {
    const crop = { zoom: 1.75, focalX: 0.6, focalY: 0.3 };
    expect(readImageCrop(withImageCrop('/uploads/a.jpg', crop))).toEqual(crop);
  });

  it('falls back to the uncropped values for missing or garbled parameters', () => {
    expect(readImageCrop('/uploads/a.jpg?zoom=big&focalX=7')).toEqual({
      zoom: 1,
      focalX: 1,
      focalY: 0.5,
    });
  });
});

describe('areaFromCrop', () => {
  it('gives the area around the focal point, the inverse of cropFromArea', () => {
    const area = areaFromCrop({ zoom: 2, focalX: 0.5, focalY: 0.25 });
    expect(area).toEqual({ x: 25, y: 0, width: 50, height: 50 });
    expect(cropFromArea(area, 2)).toEqual({ zoom: 2, focalX: 0.5, focalY: 0.25 });
  });

  it('shows the whole image for an uncropped one', () => {
    expect(areaFromCrop(UNCROPPED)).toEqual({ x: 0, y: 0, width: 100, height: 100 });
  });
});
