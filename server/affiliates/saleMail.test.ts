import { describe, expect, it } from 'vitest';
import { affiliateSaleNotice } from './saleMail';

describe('affiliateSaleNotice', () => {
  it('tells the affiliate the store, the commission and how it was worked out', () => {
    expect(
      affiliateSaleNotice({
        storeName: 'Demo Store',
        salesPence: 3333,
        commissionPence: 416,
        commissionRateBp: 1250,
      }),
    ).toStrictEqual({
      subject: 'You made a sale at Demo Store',
      paragraphs: [
        'An order placed through your link at Demo Store has been paid.',
        'You earn £4.16: 12.5% of £33.33, before VAT and shipping.',
      ],
      note: 'You get this email because you chose "Email me when I make a sale" in your affiliate settings.',
    });
  });
});
