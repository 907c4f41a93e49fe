import { describe, expect, it } from 'vitest';
import { mailOrigin } from './origin';

describe('mailOrigin', () => {
  it("is the store's custom domain when it has one", () => {
    expect(mailOrigin({ protocol: 'https', host: 'demo.omnis.example' }, 'shop.example')).toBe(
      'https://shop.example',
    );
  });

  it('is the request host otherwise', () => {
    expect(mailOrigin({ protocol: 'http', host: 'demo.localhost:3000' }, null)).toBe(
      'http://demo.localhost:3000',
    );
    expect(mailOrigin({ protocol: 'http', host: 'demo.localhost:3000' }, ' ')).toBe(
      'http://demo.localhost:3000',
    );
  });
});
