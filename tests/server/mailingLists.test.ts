import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIBER_MESSAGES } from '../../src/mailingLists/subscribers';
import { testDatabaseKinds } from './support/databases';
import { PASSWORD, startTestServer, type TestServer } from './support/server';

/** Mailing lists with double opt-in, and the seller's subscribers (issue 21). */
describe.each(testDatabaseKinds())('mailing lists on $dialect', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(() => server.close());

  type Message = { message: string; errors?: Record<string, string[]> };
  type SubscriberPage = { subscribers: Array<{ email: string; firstName: string }>; total: number };

  const mailedLink = async (to: string) => {
    const mail = (await server.repos.records.outbox('subscription-verification'))
      .filter((row) => row.recipient === to)
      .at(-1);
    return mail ? new URL(String(mail.body.link)) : null;
  };

  async function subscribe(email: string, firstName = 'Fan') {
    const shopper = server.browser();
    await shopper.visit();
    return shopper.post<Message>('/omnis/v3/mailing-lists/subscribe/', {
      division: 'demo',
      email,
      firstName,
    });
  }

  it('lists a subscriber only once they confirm from the mailed link, which works once', async () => {
    const answer = await subscribe('fan@example.com');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("We've sent you an email to verify your subscription");
    const link = (await mailedLink('fan@example.com'))!;
    expect(link.pathname).toBe('/subscription-verified');

    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    const listed = () => seller.get<SubscriberPage>('/omnis/v3/divisions/demo/subscribers/');
    expect((await listed()).body.total).toBe(0);

    const shopper = server.browser();
    await shopper.visit();
    const token = link.searchParams.get('token');
    const verified = await shopper.post<Message>('/omnis/v3/mailing-lists/verify/', { token });
    expect(verified.body.message).toBe(SUBSCRIBER_MESSAGES.verified);
    const again = await shopper.post<Message>('/omnis/v3/mailing-lists/verify/', { token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(SUBSCRIBER_MESSAGES.invalidLink);
    expect((await listed()).body).toMatchObject({
      total: 1,
      subscribers: [{ email: 'fan@example.com', firstName: 'Fan' }],
    });
    // Subscribing again once listed answers the same and mails nothing.
    const before = (await server.repos.records.outbox('subscription-verification')).length;
    expect((await subscribe('fan@example.com')).body.message).toBe(SUBSCRIBER_MESSAGES.subscribed);
    expect((await server.repos.records.outbox('subscription-verification')).length).toBe(before);
  });

  it('exports the list as CSV, with spreadsheet formulas defused, for the store’s sellers only', async () => {
    await subscribe('formula@example.com', '=HYPERLINK("http://evil.example")');
    const token = (await mailedLink('formula@example.com'))!.searchParams.get('token');
    const visitor = server.browser();
    await visitor.visit();
    expect((await visitor.post('/omnis/v3/mailing-lists/verify/', { token })).status).toBe(200);
    const seller = server.browser();
    await seller.signIn(server.world.users.seller, PASSWORD);
    const csv = await seller.get('/omnis/v3/divisions/demo/subscribers.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    expect(csv.text.split('\r\n')[0]).toBe(
      'email,first_name,mailing_list,subscribed_at,verified_at',
    );
    expect(csv.text).toContain('formula@example.com,"\'=HYPERLINK(""http://evil.example"")"');
    const other = server.browser();
    await other.signIn(server.world.users.otherSeller, PASSWORD);
    expect((await other.get('/omnis/v3/divisions/demo/subscribers.csv')).status).toBe(403);
    expect((await server.browser().get('/omnis/v3/divisions/demo/subscribers/')).status).toBe(401);
  });

  it('refuses bad input with the spec messages and unknown links clearly', async () => {
    const noName = await subscribe('x@example.com', ' ');
    expect(noName.status).toBe(422);
    expect(noName.body.errors).toEqual({ firstName: ['This field is required'] });
    expect((await subscribe('not-an-email')).body.message).toBe(
      'Please enter a valid email address',
    );
    const shopper = server.browser();
    await shopper.visit();
    const unknown = await shopper.post<Message>('/omnis/v3/mailing-lists/verify/', {
      token: 'nope',
    });
    expect(unknown.status).toBe(404);
    const badUnsubscribe = await shopper.post<Message>('/omnis/v3/mailing-lists/unsubscribe/', {
      token: 'nope',
    });
    expect(badUnsubscribe.body.message).toBe(SUBSCRIBER_MESSAGES.invalidUnsubscribe);
  });
});
