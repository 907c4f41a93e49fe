import { describe, expect, it } from 'vitest';
import { contactFormNotice, remillLabelNotice, returnAddressOf } from './formMails';

describe('shopper form mails', () => {
  it('tells the seller who wrote, where, and the message line by line', () => {
    const notice = contactFormNotice({
      name: 'Ann',
      email: 'ann@example.com',
      message: 'Hello!\n\nDo you ship to Jersey?',
      storeName: 'Demo Store',
      pageAddress: 'http://shop.example/contact/',
    });
    expect(notice.subject).toBe('New message from Ann via Demo Store');
    expect(notice.paragraphs).toEqual([
      'Ann (ann@example.com) wrote to you through the contact form on http://shop.example/contact/:',
      'Hello!',
      'Do you ship to Jersey?',
    ]);
    expect(notice.note).toBe('Reply to this email to answer Ann.');
  });

  it('gives the return address and the coupon on the remill label', () => {
    const notice = remillLabelNotice({
      storeName: 'Demo Store',
      returnAddress: ['Loop & Thread Ltd', '1 Mill Lane', 'Leeds LS1 1AA'],
      coupon: { code: 'REMILL-ABCDEFGHJK', percentOff: 10 },
    });
    expect(notice.subject).toBe('Your free returns label');
    expect(notice.paragraphs).toContain('Write this address on your parcel:');
    expect(notice.paragraphs).toContain('Leeds LS1 1AA');
    expect(notice.paragraphs.at(-1)).toBe(
      'Your coupon for 10% off your next purchase: REMILL-ABCDEFGHJK',
    );
  });

  it('asks the shopper to reply for the address when the store has none, and leaves the coupon off without a store', () => {
    const notice = remillLabelNotice({ storeName: 'us', returnAddress: [], coupon: null });
    expect(notice.paragraphs.join(' ')).toContain(
      'reply to this email and we will send the address',
    );
    expect(notice.paragraphs.join(' ')).not.toContain('coupon');
  });

  it('splits a typed company address on commas and new lines', () => {
    expect(returnAddressOf({ legalName: 'Ltd', address: '1 Mill Lane,\nLeeds , LS1 1AA' })).toEqual(
      ['Ltd', '1 Mill Lane', 'Leeds', 'LS1 1AA'],
    );
    expect(returnAddressOf({ legalName: 'Ltd', address: ' ' })).toEqual([]);
  });
});
