import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, NotFoundError, PermissionDeniedError, ValidationError } from '../../src/errors';
import { PAGE_LOAD_MESSAGES } from '../../src/errors/pageMessages';
import {
  isMailPage,
  type MailExport,
  type OutboxMessage,
  type OutboxSummary,
  type SendTestAnswer,
} from '../../src/mail';
import type { Page } from '../../src/model';
import type { BlockRegistry } from '../../src/registry';
import { email, required, ruledString } from '../../src/validation';
import { assertAccess, divisionNeed } from '../access';
import type { AppContext } from '../context';
import { createMailDeliverer } from './delivery';
import { LIST_SEND_JOB, sendToList, type ListSend } from '../mailingLists/listSending';
import { exportMailPage } from './exportMailPage';
import { mailOrigin } from './origin';
import { findOutboxMessage, listOutbox } from './outbox';
import { mailSettingsFromEnv, type MailSettings } from './settings';
import type { Division } from '../store/divisionsRepository';
import { divisionFromParam } from '../store/divisionParam';
import { apiUrl } from '../http/apiUrl';
import { injectInProcess } from '../http/requestLog';
import { recordPathParams } from '../http/recordPath';

/**
 * Mail pages (issue 8): the email a mail page sends, a test send, and the outbox where
 * test sends are kept when no SMTP server is configured. Who may use them is who may
 * edit the store's pages (and staff, to read).
 */
export const NOT_A_MAIL_PAGE_MESSAGE = 'This page is not a mail page';
export const NOT_IN_OUTBOX_MESSAGE = 'We were unable to find this message';
export const TOO_MANY_TEST_SENDS_MESSAGE =
  'Too many test emails. Please wait a minute and try again.';
export const SEND_FAILED_MESSAGE =
  'The mail server did not accept the test email. Please try again later.';
export const sentMessage = (to: string) => `Test email sent to ${to}`;
export const storedMessage = (to: string) =>
  `No mail server is set up, so the test email to ${to} was saved in the outbox`;

/** Test sends per client IP per minute: enough to iterate on a design, too few to spam with. */
const SEND_TEST_LIMIT = { max: 10, timeWindow: 60_000 };

const params = z.object({ division: z.string().min(1) });
const pageParams = recordPathParams('id', PAGE_LOAD_MESSAGES.notFound);
const outboxParams = recordPathParams('id', NOT_IN_OUTBOX_MESSAGE);
const sendTestBody = z.object({ to: ruledString([required, email]) });
const sendToListBody = z.object({
  mailingList: z.string().trim().min(1).max(100).default('newsletter'),
});
export const EMPTY_LIST_MESSAGE = 'This list has no confirmed subscribers yet';
export const sendingMessage = (count: number) =>
  `Sending to ${count} ${count === 1 ? 'subscriber' : 'subscribers'}`;

export function registerMailRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  registry: BlockRegistry,
  settings: MailSettings = mailSettingsFromEnv(process.env),
): void {
  const deliverer = createMailDeliverer(settings, ctx.repos.records);
  app.addHook('onClose', (_instance, done) => {
    deliverer.close();
    done();
  });
  // List sends run as jobs (server/jobs): a send cut short by a restart or a killed
  // process is resumed (after the restart, or by another process on Redis), skipping the
  // addresses already reached.
  ctx.jobs.handle<ListSend>(
    LIST_SEND_JOB,
    async (send, job) => {
      const result = await sendToList(send, {
        deliverer,
        subscribers: ctx.repos.subscribers,
        log: (message, detail) => app.log.warn({ detail }, message),
        done: job.steps,
      });
      app.log.info({ ...result, mailingList: send.mailingList }, 'list mail sent');
    },
    { concurrency: 4 },
  );

  /** The stored mail page of this store, or the spec's page errors / 422. */
  async function mailPageOf(
    request: FastifyRequest,
    write: boolean,
  ): Promise<{ division: Division; page: Page; pageId: number }> {
    const { division: ref, id } = pageParams.parse(request.params);
    const division = await divisionFromParam(ctx, ref);
    assertAccess(request.auth, divisionNeed(division.id, write ? 'write' : 'read'));
    const stored = await ctx.repos.pages.findById(id);
    if (!stored) throw new NotFoundError(PAGE_LOAD_MESSAGES.notFound);
    if (stored.divisionId !== division.id)
      throw new PermissionDeniedError(PAGE_LOAD_MESSAGES.otherStore);
    if (!isMailPage(stored.page)) {
      throw new ValidationError(NOT_A_MAIL_PAGE_MESSAGE, [
        { field: 'isMailPage', message: NOT_A_MAIL_PAGE_MESSAGE },
      ]);
    }
    return { division, page: stored.page, pageId: id };
  }

  /** The page as its email; data blocks read the API in-process, as the storefront's SSR does. */
  function exportFor(request: FastifyRequest, division: Division, page: Page): Promise<MailExport> {
    return exportMailPage({
      page,
      division,
      origin: mailOrigin(request, division.customDomain),
      registry,
      get: async (path, query) => {
        const response = await injectInProcess(app, {
          method: 'GET',
          url: apiUrl(path, query),
          headers: { accept: 'application/json' },
        });
        if (response.statusCode < 200 || response.statusCode >= 300)
          throw new Error(`GET ${path} answered ${response.statusCode}`);
        return response.json() as unknown;
      },
      log: (message, detail) => request.log.warn({ detail }, message),
    });
  }

  app.get('/divisions/:division/pages/:id/mail/', async (request): Promise<MailExport> => {
    const { division, page } = await mailPageOf(request, false);
    return exportFor(request, division, page);
  });

  app.post(
    '/divisions/:division/pages/:id/mail/send-test/',
    {
      config: {
        rateLimit: {
          ...SEND_TEST_LIMIT,
          errorResponseBuilder: () => new ApiError(TOO_MANY_TEST_SENDS_MESSAGE, 429),
        },
      },
    },
    async (request): Promise<SendTestAnswer> => {
      const { division, page, pageId } = await mailPageOf(request, true);
      // The address is checked before the (heavier) render.
      const { to } = sendTestBody.parse(request.body);
      const exported = await exportFor(request, division, page);
      const mail = {
        divisionId: division.id,
        pageId,
        to,
        subject: exported.subject,
        html: exported.html,
        text: exported.text,
        createdAt: new Date().toISOString(),
        fromName: division.name,
      };
      let result;
      try {
        result = await deliverer.deliver(mail);
      } catch (error) {
        request.log.error({ err: error }, 'test mail not sent');
        throw new ApiError(SEND_FAILED_MESSAGE, 502);
      }
      return result.delivery === 'smtp'
        ? { delivery: 'smtp', message: sentMessage(to) }
        : { delivery: 'outbox', message: storedMessage(to), outboxId: result.outboxId };
    },
  );

  /** Sends the mail page to a mailing list's confirmed subscribers, in the background. */
  app.post(
    '/divisions/:division/pages/:id/mail/send-to-list/',
    { config: { rateLimit: { max: 5, timeWindow: 60_000 } } },
    async (request, reply) => {
      const { division, page, pageId } = await mailPageOf(request, true);
      const { mailingList } = sendToListBody.parse(request.body ?? {});
      const recipients = await ctx.repos.subscribers.all(division.id, mailingList);
      if (recipients.length === 0)
        throw new ValidationError(EMPTY_LIST_MESSAGE, [
          { field: 'mailingList', message: EMPTY_LIST_MESSAGE },
        ]);
      const mail = await exportFor(request, division, page);
      const origin = mailOrigin(request, division.customDomain);
      // A click is a send: its id is made here, and the job's retries and resumption keep it.
      await ctx.jobs.add<ListSend>(
        LIST_SEND_JOB,
        {
          divisionId: division.id,
          storeName: division.name,
          pageId,
          mailingList,
          origin,
          mail,
          recipients,
        },
        { id: `list-send:${division.id}:${pageId}:${randomUUID()}` },
      );
      return reply.status(202).send({
        recipients: recipients.length,
        message: sendingMessage(recipients.length),
      });
    },
  );

  app.get(
    '/divisions/:division/outbox/',
    async (request): Promise<{ messages: OutboxSummary[] }> => {
      const division = await divisionFromParam(ctx, params.parse(request.params).division);
      assertAccess(request.auth, divisionNeed(division.id, 'read'));
      return { messages: await listOutbox(ctx.repos.records, division.id) };
    },
  );

  app.get('/divisions/:division/outbox/:id/', async (request): Promise<OutboxMessage> => {
    const { division: ref, id } = outboxParams.parse(request.params);
    const division = await divisionFromParam(ctx, ref);
    assertAccess(request.auth, divisionNeed(division.id, 'read'));
    const message = await findOutboxMessage(ctx.repos.records, division.id, id);
    if (!message) throw new NotFoundError(NOT_IN_OUTBOX_MESSAGE);
    return message;
  });
}
