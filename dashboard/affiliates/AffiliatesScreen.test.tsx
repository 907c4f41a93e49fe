// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AffiliateProgramme } from '../../src/affiliates/payouts';
import type { ApiRequest } from '../../src/api/transport';
import { ConflictError } from '../../src/errors';
import { AffiliatesScreen } from './AffiliatesScreen';

afterEach(cleanup);

const GRACE: AffiliateProgramme = {
  id: 7,
  code: 'GRACE_20',
  payoutEmail: 'payouts@example.com',
  commissionRate: 10,
  version: 2,
  balance: { pending: 333, payable: 416, paid: 0 },
  orders: [
    {
      hash: 'abc123',
      createdAt: '2026-11-20T10:00:00.000Z',
      status: 'paid',
      commission: 416,
      stage: 'payable',
    },
  ],
  payouts: [],
};
const PAID: AffiliateProgramme = {
  ...GRACE,
  version: 3,
  balance: { pending: 333, payable: 0, paid: 416 },
  orders: [{ ...GRACE.orders[0]!, stage: 'paid' }],
  payouts: [{ id: 1, amount: 416, paidAt: '2026-11-27T12:00:00.000Z', paidBy: 'seller@demo' }],
};

describe('AffiliatesScreen', () => {
  it('shows each affiliate’s commission and records a payout with the version and amount seen', async () => {
    let current = GRACE;
    const transport = vi.fn(async (request: ApiRequest) => {
      if (request.method === 'POST') {
        current = PAID;
        return { payout: PAID.payouts[0], affiliate: PAID };
      }
      return { affiliates: [current] };
    });
    render(<AffiliatesScreen divisionId={1} transport={transport} />);
    const section = await screen.findByRole('region', { name: 'GRACE_20' });
    expect(within(section).getByText('Payable', { selector: 'dt' }).nextSibling?.textContent).toBe(
      '£4.16',
    );
    expect(within(section).getByText('Pending', { selector: 'dt' }).nextSibling?.textContent).toBe(
      '£3.33',
    );
    expect(
      within(section).getByRole('table', { name: 'Orders referred by GRACE_20' }),
    ).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Mark £4.16 as paid' }));
    expect(await screen.findByText('£4.16 on', { exact: false })).toBeTruthy();
    expect(transport).toHaveBeenCalledWith({
      method: 'POST',
      path: '/divisions/1/affiliates/7/payouts/',
      body: { version: 2, amount: 416 },
    });
    expect(screen.queryByRole('button', { name: /as paid/ })).toBeNull();
  });

  it('says when the figures changed meanwhile, and offers to reload', async () => {
    const transport = vi.fn(async (request: ApiRequest) => {
      if (request.method === 'POST')
        throw new ConflictError('The amount payable has changed. Reload to see it.', GRACE);
      return { affiliates: [GRACE] };
    });
    render(<AffiliatesScreen divisionId={1} transport={transport} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark £4.16 as paid' }));
    expect(
      await screen.findByText('The amount payable has changed. Reload to see it.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('has an empty state', async () => {
    render(<AffiliatesScreen divisionId={1} transport={async () => ({ affiliates: [] })} />);
    expect(await screen.findByText('No affiliates yet')).toBeTruthy();
  });
});
