import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_REPLY_OUTBOX_KIND } from '../../server/liveChat/offlineRoutes';
import type { OfflineMessageView } from '../../src/chat/offlineMessages';
import { testDatabaseKinds } from './support/databases';
import { startTestServer, type TestServer } from './support/server';

const API = '/omnis/v3';
const STORE = '?division=demo';
type One = { offlineMessage: OfflineMessageView; message?: string };

/** Messages left while offline: the store's sellers list, read, answer and handle them. */
describe.each(testDatabaseKinds())('live chat offline messages on $dialect', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists, opens, answers by email and marks handled, refusing stale versions', async () => {
    const shopper = server.browser();
    await shopper.visit();
    expect(
      (
        await shopper.post(`${API}/live-chat/offline/${STORE}`, {
          group: 1,
          name: 'Bo',
          email: 'bo@example.com',
          message: 'Do you print <b>bulk</b>?',
        })
      ).status,
    ).toBe(201);

    const seller = await server.signedIn(server.world.users.seller);
    const list = await seller.get<{ offlineMessages: OfflineMessageView[] }>(
      `${API}/live-chat/offline-messages/${STORE}`,
    );
    expect(list.status).toBe(200);
    const left = list.body.offlineMessages[0]!;
    expect(left).toMatchObject({
      name: 'Bo',
      email: 'bo@example.com',
      groupId: 1,
      readAt: null,
      handledAt: null,
      version: 1,
    });

    // Another store's seller and a shopper see nothing of it.
    const other = await server.signedIn(server.world.users.otherSeller);
    expect((await other.get(`${API}/live-chat/offline-messages/${left.id}/${STORE}`)).status).toBe(
      403,
    );
    expect(
      (await shopper.get(`${API}/live-chat/offline-messages/${left.id}/${STORE}`)).status,
    ).toBe(401);

    const opened = await seller.get<One>(`${API}/live-chat/offline-messages/${left.id}/${STORE}`);
    expect(opened.body.offlineMessage.readAt).not.toBeNull();

    const empty = await seller.post<{ message: string }>(
      `${API}/live-chat/offline-messages/${left.id}/reply/${STORE}`,
      { body: ' ', version: 1 },
    );
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Please write a reply');

    const replied = await seller.post<One>(
      `${API}/live-chat/offline-messages/${left.id}/reply/${STORE}`,
      { body: 'Yes, from 10 pieces.', version: 1 },
    );
    expect(replied.status).toBe(200);
    expect(replied.body.message).toBe('Your reply was emailed.');
    expect(replied.body.offlineMessage).toMatchObject({ version: 2 });
    expect(replied.body.offlineMessage.handledAt).not.toBeNull();
    const mails = await server.repos.records.outbox(OFFLINE_REPLY_OUTBOX_KIND);
    expect(mails.at(-1)).toMatchObject({
      recipient: 'bo@example.com',
      subject: 'Re: your message to Demo Store',
    });
    expect(JSON.stringify(mails.at(-1)!.body)).toContain('&#60;b&#62;bulk');

    // A second agent working from version 1 is told it changed, and shown it as it is.
    const stale = await seller.post<{ message: string; page: OfflineMessageView }>(
      `${API}/live-chat/offline-messages/${left.id}/handled/${STORE}`,
      { handled: false, version: 1 },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This message changed in the meantime. It now shows as it is.');
    const reopened = await seller.post<One>(
      `${API}/live-chat/offline-messages/${left.id}/handled/${STORE}`,
      { handled: false, version: 2 },
    );
    expect(reopened.body).toMatchObject({
      message: 'Marked as not handled.',
      offlineMessage: { handledAt: null, version: 3 },
    });
    const noCsrf = await seller.post(
      `${API}/live-chat/offline-messages/${left.id}/handled/${STORE}`,
      { handled: true, version: 3 },
      { csrf: false },
    );
    expect(noCsrf.status).toBe(403);
  });
});
