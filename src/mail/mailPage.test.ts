import { describe, expect, it } from 'vitest';
import { pagePropertiesSchema } from '../model';
import { isMailPage, mailImageWidth, mailSubject, mailWebVersionPath } from './mailPage';

const page = (properties: Record<string, unknown>) => ({
  properties: pagePropertiesSchema.parse(properties),
});

describe('isMailPage', () => {
  it('is true only when isMailPage is set', () => {
    expect(isMailPage(page({ isMailPage: { value: true } }))).toBe(true);
    expect(isMailPage(page({ isMailPage: { value: false } }))).toBe(false);
    expect(isMailPage(page({}))).toBe(false);
  });
});

describe('mailSubject', () => {
  it("is the page title, else the store's name", () => {
    expect(mailSubject(page({ title: { value: ' Spring newsletter ' } }), 'Loop & Thread')).toBe(
      'Spring newsletter',
    );
    expect(mailSubject(page({}), 'Loop & Thread')).toBe('Loop & Thread');
  });
});

describe('mailWebVersionPath', () => {
  it('is the mail route with the page id', () => {
    expect(mailWebVersionPath(42)).toBe('/mail/42/');
  });
});

describe('mailImageWidth', () => {
  it("is the block's share of the 520px mail layout, in whole pixels", () => {
    expect(mailImageWidth({ size: { x: 12, y: 1 } })).toBe(520);
    expect(mailImageWidth({ size: { x: 6, y: 1 } })).toBe(260);
    expect(mailImageWidth({ size: { x: 4, y: 1 } })).toBe(173);
    expect(mailImageWidth({ size: { x: 12, y: 1 } }, 0.5)).toBe(260);
  });
});
