import { describe, expect, it } from 'vitest';
import { fileExtension } from './files';
import { checkRule } from './rule';

describe('fileExtension', () => {
  const images = fileExtension(['png', '.JPG', 'jpeg']);

  it('accepts a listed extension in any case', () => {
    expect(checkRule(images, 'logo.png')).toBeUndefined();
    expect(checkRule(images, 'C:\\fakepath\\Banner.Summer.JPG')).toBeUndefined();
  });

  it('refuses other extensions, no extension and a bare dot-file', () => {
    const message = 'Please choose a file of type png, jpg, jpeg';
    expect(checkRule(images, 'design.svg')).toBe(message);
    expect(checkRule(images, 'png')).toBe(message);
    expect(checkRule(images, '.png')).toBe(message);
  });
});
