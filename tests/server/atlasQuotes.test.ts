import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';
import { staffAccounts } from './support/staff';
import { payOrder } from './support/checkout';

/** The quote inbox (issue 19): list, search, reply, make a bespoke order, decline; audited. */
const API = '/omnis/v3/atlas';

type Answer = { message?: string };
type Quote = {
  id: number;
  orderHash: string;
  status: string;
  state: string;
  version: number;
  name: string;
  email: string;
  product: string;
  quantity: number;
  price: number | null;
  note: string;
  declineReason: string;
  total: number;
  answeredBy: string | null;
};

describe.each(testDatabaseKinds())('quote inbox on $dialect', (kind) => {
  let server: TestServer;
  const { makeStaff, signedIn } = staffAccounts(() => server);

  beforeAll(async () => {
    server = await startTestServer({ kind });
    await makeStaff('admin@omnis.test', 'admin');
    await makeStaff('viewer@omnis.test', 'viewer');
    await makeStaff('factory@omnis.test', 'factory');
  });
  afterAll(async () => server.close());

  const askForQuote = async (name: string, email: string, product: string) => {
    const shopper = server.browser();
    await shopper.visit();
    const asked = await shopper.post<{ reference: string }>('/omnis/v3/quotes/', {
      division: 'demo',
      name,
      email,
      product,
      quantity: 50,
      description: 'Our logo on the front',
    });
    expect(asked.status).toBe(200);
    return { shopper, reference: asked.body.reference };
  };

  const mailsTo = (email: string) =>
    server.database.handle.db
      .selectFrom('outbox')
      .select(['kind', 'subject', 'body'])
      .where('recipient', '=', email)
      .orderBy('id')
      .execute();

  it('lists and searches quotes for staff who may read them, and no one else', async () => {
    await askForQuote('Grace Hopper', 'grace@example.com', 'Hoodies');
    const { reference } = await askForQuote('Alan Turing', 'alan@example.com', 'Tote bags');

    const factory = await signedIn('factory@omnis.test');
    const refused = await factory.get<Answer>(`${API}/quotes/`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Permission denied');

    const viewer = await signedIn('viewer@omnis.test');
    const all = await viewer.get<{ quotes: Quote[]; hasMore: boolean }>(`${API}/quotes/`);
    expect(all.status).toBe(200);
    expect(all.body.hasMore).toBe(false);
    expect(all.body.quotes.map((quote) => [quote.name, quote.state])).toStrictEqual([
      ['Alan Turing', 'new'],
      ['Grace Hopper', 'new'],
    ]);
    const byProduct = await viewer.get<{ quotes: Quote[] }>(`${API}/quotes/?q=HOOD`);
    expect(byProduct.body.quotes.map((quote) => quote.email)).toStrictEqual(['grace@example.com']);
    const byReference = await viewer.get<{ quotes: Quote[] }>(
      `${API}/quotes/?q=${reference.toLowerCase()}`,
    );
    expect(byReference.body.quotes.map((quote) => quote.email)).toStrictEqual(['alan@example.com']);
    const one = await viewer.get<{ quote: Quote }>(`${API}/quotes/${all.body.quotes[0]!.id}/`);
    expect(one.body.quote).toMatchObject({
      product: 'Tote bags',
      quantity: 50,
      status: 'quote',
      price: null,
    });
    expect((await viewer.get<Answer>(`${API}/quotes/999999/`)).body.message).toBe(
      'We were unable to find this quote',
    );
    // A viewer may not answer.
    const answer = await viewer.post<Answer>(`${API}/quotes/${all.body.quotes[0]!.id}/decline/`, {
      reason: 'No',
      version: 1,
    });
    expect(answer.status).toBe(403);
  });

  it('replies, makes a bespoke order the shopper pays, and audits each step', async () => {
    const { shopper } = await askForQuote('Ada Lovelace', 'ada@example.com', 'Caps');
    const admin = await signedIn('admin@omnis.test');
    const listed = await admin.get<{ quotes: Quote[] }>(`${API}/quotes/?q=ada@example.com`);
    const quote = listed.body.quotes[0]!;

    const noNote = await admin.post<Answer>(`${API}/quotes/${quote.id}/reply/`, {
      price: 12000,
      note: ' ',
      version: quote.version,
    });
    expect(noNote.status).toBe(422);
    expect(noNote.body.message).toBe('Write a note for the customer');
    expect(
      (
        await admin.post(
          `${API}/quotes/${quote.id}/reply/`,
          { price: 12000, note: 'Fine', version: quote.version },
          { csrf: false },
        )
      ).status,
    ).toBe(403);

    const replied = await admin.post<{ quote: Quote; mailed: boolean }>(
      `${API}/quotes/${quote.id}/reply/`,
      { price: 12000, note: 'Embroidered, ready in two weeks', version: quote.version },
    );
    expect(replied.status).toBe(200);
    expect(replied.body.mailed).toBe(true);
    expect(replied.body.quote).toMatchObject({
      status: 'bespoke_requested_terms',
      state: 'replied',
      price: 12000,
      note: 'Embroidered, ready in two weeks',
      answeredBy: 'admin@omnis.test',
    });

    // The version read before the reply is stale now.
    const stale = await admin.post<Answer>(`${API}/quotes/${quote.id}/order/`, {
      price: 12000,
      version: quote.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'This quote was changed by someone else. Reload and try again.',
    );

    const ordered = await admin.post<{ quote: Quote; mailed: boolean }>(
      `${API}/quotes/${quote.id}/order/`,
      { price: 12000, version: replied.body.quote.version },
    );
    expect(ordered.status).toBe(200);
    expect(ordered.body.quote).toMatchObject({
      status: 'bespoke_approved',
      state: 'ordered',
      total: 12000,
    });
    // Answered: it can no longer be declined.
    const late = await admin.post<Answer>(`${API}/quotes/${quote.id}/decline/`, {
      reason: 'Too late',
      version: ordered.body.quote.version,
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This quote is already an order or declined');

    const mails = await mailsTo('ada@example.com');
    expect(mails.map((mail) => mail.kind)).toStrictEqual(['quote-reply', 'quote-order']);
    const reference = quote.orderHash.slice(0, 8).toUpperCase();
    expect(mails[1]!.subject).toBe(`Your order ${reference} from Demo Store is ready to pay`);
    const { link, text } = JSON.parse(mails[1]!.body) as { link: string; text: string };
    expect(new URL(link).pathname).toBe(`/pay/${quote.orderHash}/`);
    expect(text).toContain('50 × Caps for £120.00');

    // The shopper pays the bespoke order with the test card: it moves on in the bespoke flow.
    const order = await shopper.get<{ order: { total: number; status: string } }>(
      `/omnis/v3/orders/${quote.orderHash}/`,
    );
    expect(order.body.order).toMatchObject({ total: 12000, status: 'bespoke_approved' });
    const paid = await payOrder(shopper, quote.orderHash);
    expect(paid.status).toBe(200);
    expect(paid.body.order.status).toBe('bespoke_paid');

    const log = await admin.get<{ entries: { action: string; before: unknown; after: unknown }[] }>(
      `${API}/audit/?q=${quote.id}`,
    );
    const actions = log.body.entries
      .filter((entry) => entry.action.startsWith('quote.'))
      .map((entry) => [entry.action, entry.before, entry.after]);
    expect(actions).toStrictEqual([
      [
        'quote.order',
        {
          status: 'bespoke_requested_terms',
          price: 12000,
          note: 'Embroidered, ready in two weeks',
          declineReason: '',
          total: 0,
          mockupUrl: '',
        },
        {
          status: 'bespoke_approved',
          price: 12000,
          note: 'Embroidered, ready in two weeks',
          declineReason: '',
          total: 12000,
          mockupUrl: '',
        },
      ],
      [
        'quote.reply',
        { status: 'quote', price: null, note: '', declineReason: '', total: 0, mockupUrl: '' },
        {
          status: 'bespoke_requested_terms',
          price: 12000,
          note: 'Embroidered, ready in two weeks',
          declineReason: '',
          total: 0,
          mockupUrl: '',
        },
      ],
    ]);
    const ordersList = await admin.get<{ quotes: Quote[] }>(`${API}/quotes/?status=ordered`);
    expect(ordersList.body.quotes.map((each) => [each.id, each.state])).toContainEqual([
      quote.id,
      'paid',
    ]);
  });

  it('lets the shopper accept the terms, approve the mockup and pay on the quote page', async () => {
    type ShopperQuote = {
      step: string;
      status: string;
      version: number;
      price: number | null;
      note: string;
      mockupUrl: string;
      termsAcceptedAt: string | null;
      mockupApprovedAt: string | null;
    };
    const { shopper } = await askForQuote('Katherine Johnson', 'katherine@example.com', 'Mugs');
    const admin = await signedIn('admin@omnis.test');
    const quote = (await admin.get<{ quotes: Quote[] }>(`${API}/quotes/?q=katherine`)).body
      .quotes[0]!;
    const page = `/omnis/v3/quotes/${quote.orderHash}/`;
    const read = () => shopper.get<{ quote: ShopperQuote }>(page);
    expect((await read()).body.quote).toMatchObject({ step: 'waiting', price: null });
    expect((await shopper.get<Answer>('/omnis/v3/quotes/' + '0'.repeat(32) + '/')).status).toBe(
      404,
    );

    const badMockup = await admin.post<Answer>(`${API}/quotes/${quote.id}/reply/`, {
      price: 9000,
      note: 'Glazed',
      mockupUrl: 'http://cdn.example.com/mug.png',
      version: quote.version,
    });
    expect(badMockup.status).toBe(422);
    expect(badMockup.body.message).toBe('Give the address of an https:// image');
    const replied = await admin.post<{ quote: Quote & { mockupUrl: string } }>(
      `${API}/quotes/${quote.id}/reply/`,
      {
        price: 9000,
        note: 'Glazed',
        mockupUrl: 'https://cdn.example.com/mug.png',
        version: quote.version,
      },
    );
    expect(replied.status).toBe(200);
    expect(replied.body.quote).toMatchObject({
      status: 'bespoke_requested_terms',
      mockupUrl: 'https://cdn.example.com/mug.png',
    });
    const mail = (await mailsTo('katherine@example.com'))[0]!;
    expect(new URL((JSON.parse(mail.body) as { link: string }).link).pathname).toBe(
      `/quote/${quote.orderHash}/`,
    );

    const offered = (await read()).body.quote;
    expect(offered).toMatchObject({ step: 'terms', price: 9000, note: 'Glazed' });
    // The mockup waits for the terms; a stale version is refused with the quote as it is.
    const early = await shopper.post<Answer>(`${page}mockup/`, { version: offered.version });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('There is no mockup waiting for your approval');
    const stale = await shopper.post<Answer & { quote: ShopperQuote }>(`${page}terms/`, {
      version: offered.version - 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.quote.step).toBe('terms');
    expect(
      (await shopper.post(`${page}terms/`, { version: offered.version }, { csrf: false })).status,
    ).toBe(403);

    const accepted = await shopper.post<{ quote: ShopperQuote }>(`${page}terms/`, {
      version: offered.version,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.quote.step).toBe('mockup');
    expect(accepted.body.quote.termsAcceptedAt).not.toBeNull();
    const approved = await shopper.post<{ quote: ShopperQuote }>(`${page}mockup/`, {
      version: accepted.body.quote.version,
    });
    expect(approved.body.quote).toMatchObject({ step: 'pay', status: 'bespoke_approved' });
    // Approved: staff can no longer change the mockup.
    const closed = await admin.post<Answer>(`${API}/quotes/${quote.id}/mockup/`, {
      mockupUrl: 'https://cdn.example.com/other.png',
      version: approved.body.quote.version,
    });
    expect(closed.status).toBe(409);

    const seen = await admin.get<{
      quote: Quote & { termsAcceptedAt: string; mockupApprovedAt: string };
    }>(`${API}/quotes/${quote.id}/`);
    expect(seen.body.quote).toMatchObject({ state: 'ordered', total: 9000 });
    expect(seen.body.quote.termsAcceptedAt).toEqual(expect.any(String));
    expect(seen.body.quote.mockupApprovedAt).toEqual(expect.any(String));
    const paid = await payOrder(shopper, quote.orderHash);
    expect(paid.body.order.status).toBe('bespoke_paid');
    expect((await read()).body.quote.step).toBe('paid');
  });

  it('attaches a mockup after the terms, audited, for the shopper to approve', async () => {
    const { shopper } = await askForQuote('Mary Jackson', 'mary@example.com', 'Flags');
    const admin = await signedIn('admin@omnis.test');
    const quote = (await admin.get<{ quotes: Quote[] }>(`${API}/quotes/?q=mary@`)).body.quotes[0]!;
    const replied = await admin.post<{ quote: Quote }>(`${API}/quotes/${quote.id}/reply/`, {
      price: 5000,
      note: 'Printed both sides',
      version: quote.version,
    });
    const page = `/omnis/v3/quotes/${quote.orderHash}/`;
    const accepted = await shopper.post<{ quote: { step: string; version: number } }>(
      `${page}terms/`,
      { version: replied.body.quote.version },
    );
    expect(accepted.body.quote.step).toBe('mockup-coming');
    const viewer = await signedIn('viewer@omnis.test');
    expect(
      (
        await viewer.post(`${API}/quotes/${quote.id}/mockup/`, {
          mockupUrl: 'https://cdn.example.com/flag.png',
          version: accepted.body.quote.version,
        })
      ).status,
    ).toBe(403);
    const attached = await admin.post<{ quote: Quote }>(`${API}/quotes/${quote.id}/mockup/`, {
      mockupUrl: 'https://cdn.example.com/flag.png',
      version: accepted.body.quote.version,
    });
    expect(attached.body.quote).toMatchObject({ status: 'bespoke_mockup', state: 'mockup' });
    const staleAgain = await admin.post<Answer>(`${API}/quotes/${quote.id}/mockup/`, {
      mockupUrl: 'https://cdn.example.com/flag2.png',
      version: accepted.body.quote.version,
    });
    expect(staleAgain.status).toBe(409);
    const log = await admin.get<{ entries: { action: string; before: unknown; after: unknown }[] }>(
      `${API}/audit/?q=${quote.id}&action=quote.mockup`,
    );
    expect(log.body.entries.map((entry) => [entry.before, entry.after])).toContainEqual([
      expect.objectContaining({ status: 'bespoke_authorised_terms', mockupUrl: '' }),
      expect.objectContaining({
        status: 'bespoke_mockup',
        mockupUrl: 'https://cdn.example.com/flag.png',
      }),
    ]);
  });

  it('declines with a reason the shopper is mailed', async () => {
    await askForQuote('Edsger Dijkstra', 'edsger@example.com', 'Socks');
    const admin = await signedIn('admin@omnis.test');
    const quote = (await admin.get<{ quotes: Quote[] }>(`${API}/quotes/?q=edsger`)).body.quotes[0]!;
    const noReason = await admin.post<Answer>(`${API}/quotes/${quote.id}/decline/`, {
      reason: '',
      version: quote.version,
    });
    expect(noReason.body.message).toBe('Give the customer a reason');
    const declined = await admin.post<{ quote: Quote }>(`${API}/quotes/${quote.id}/decline/`, {
      reason: 'We do not print socks',
      version: quote.version,
    });
    expect(declined.body.quote).toMatchObject({
      status: 'cancelled',
      state: 'declined',
      declineReason: 'We do not print socks',
    });
    const mails = await mailsTo('edsger@example.com');
    expect(mails.map((mail) => mail.kind)).toStrictEqual(['quote-declined']);
    expect((JSON.parse(mails[0]!.body) as { text: string }).text).toContain(
      'We do not print socks',
    );
    const declinedList = await admin.get<{ quotes: Quote[] }>(`${API}/quotes/?status=declined`);
    expect(declinedList.body.quotes.map((each) => each.id)).toStrictEqual([quote.id]);
  });
});
