import { describe, expect, it } from 'vitest';
import { apiUrl } from './apiUrl';

describe('apiUrl', () => {
  it('prefixes the API and leaves out undefined query values', () => {
    expect(apiUrl('/blog/paginate/', { paginate: 3, lite: true, tag: undefined })).toBe(
      '/omnis/v3/blog/paginate/?paginate=3&lite=true',
    );
  });

  it('adds no question mark without a query', () => {
    expect(apiUrl('/collections/get/7/')).toBe('/omnis/v3/collections/get/7/');
  });
});
