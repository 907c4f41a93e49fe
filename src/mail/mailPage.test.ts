import { describe, expect, it } from 'vitest';
import { pagePropertiesSchema } from '../model';
import { isMailPage, mailSubject, mailWebVersionPath } from './mailPage';

const page = (properties: Record<string, unknown>) => ({ properties: pagePropertiesSchema.parse(properties) });

describe('isMailPage', () => {
  it('is true only when isMailPage is set', () => {
    expect(isMailPage(page({ isMailPage: { value: true } }))).toBe(true);
    expect(isMailPage(page({ isMailPage: { value: false } }))).toBe(false);
    expect(isMailPage(page({}))).toBe(false);
  });
});

describe('mailSubject', () => {
  it("is the page title, else the store's name", () => {
    expect(mailSubject(page({ title: { value: ' Spring newsletter ' } }), 'Loop & Thread')).toBe('Spring newsletter');
    expect(mailSubject(page({}), 'Loop & Thread')).toBe('Loop & Thread');
  });
});

describe('mailWebVersionPath', () => {
  it('is the mail route with the page id', () => {
    expect(mailWebVersionPath(42)).toBe('/mail/42/');
  });
});
