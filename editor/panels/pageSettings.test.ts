import { describe, expect, it } from 'vitest';
import { LOGIN_STATES } from '../../src/model';
import { LOGIN_STATE_LABELS, propertyPatch, urlPreview, urlPreviewText } from './pageSettings';

describe('urlPreview', () => {
  it('keeps the homepage at /', () => {
    expect(urlPreview({ url: '/' }, 'anything')).toEqual({ kind: 'homepage' });
    expect(urlPreviewText({ kind: 'homepage' })).toBe('This is the homepage: its url is always /.');
  });

  it('shows the url as it will be saved', () => {
    const preview = urlPreview({ url: '/about/' }, 'About Us');
    expect(preview).toEqual({ kind: 'normalised', url: '/about-us/', changed: true });
    expect(urlPreviewText(preview)).toBe('Will be saved as /about-us/');
    expect(urlPreviewText(urlPreview({ url: '/about/' }, '/about/'))).toBe(
      'Shoppers will find this page at /about/',
    );
  });

  it('never turns a page into the homepage and says when there is no url', () => {
    expect(urlPreview({ url: '/about/' }, '/')).toEqual({ kind: 'none' });
    expect(urlPreview({ url: null }, '???')).toEqual({ kind: 'none' });
    expect(urlPreviewText({ kind: 'none' })).toBe(
      'Add a url so shoppers can reach this page, such as /about-us/.',
    );
  });
});

describe('page settings patches', () => {
  it('wraps properties as the page stores them', () => {
    expect(propertyPatch('title', 'About us')).toEqual({
      properties: { title: { value: 'About us' } },
    });
    expect(propertyPatch('ogImage', null)).toEqual({ properties: { ogImage: { value: null } } });
  });

  it('names every login state', () => {
    expect(Object.keys(LOGIN_STATE_LABELS)).toEqual([...LOGIN_STATES]);
  });
});
