import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, NotFoundError, ValidationError } from '../../src/errors';
import {
  SUBSCRIBER_MESSAGES,
  subscribeRequestSchema,
  subscriberQuerySchema,
  subscribersCsv,
  subscriptionTokenSchema,
} from '../../src/mailingLists/subscribers';
import { assertAccess, divisionNeed } from '../access';
import {
  composeAccountMail,
  createAccountMailer,
  type AccountMailer,
} from '../accounts/accountMail';
import { CAPTCHA_MESSAGE } from '../accounts/captcha';
import { hashToken, newToken } from '../accounts/tokens';
import type { AppContext } from '../context';
import { mailSettingsFromEnv } from '../mail/settings';
import { divisionFromParam } from '../store/divisionParam';
import { storeFromRequest } from '../store/storeFromRequest';

/** Subscribe requests one address may make per minute (there is no sign-in to lean on). */
export const SUBSCRIBES_PER_MINUTE = 10;

/**
 * Mailing lists (issue 21): subscribe with double opt-in, confirm from the mailed link
 * (the storefront's /subscription-verified page calls verify), unsubscribe, and the
 * seller's list of subscribers with a CSV export. A captcha token is checked when sent
 * (the subscriber offer sends one); the per-address limit guards the rest.
 */
export function registerMailingListRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  mailer: AccountMailer = createAccountMailer(mailSettingsFromEnv(process.env), ctx.repos.records),
): void {
  app.addHook('onClose', async () => mailer.close());
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const { subscribers } = ctx.repos;

  app.post(
    '/mailing-lists/subscribe/',
    { config: { rateLimit: { max: SUBSCRIBES_PER_MINUTE, timeWindow: 60_000 } } },
    async (request) => {
      const body = subscribeRequestSchema.parse(request.body);
      if (
        (body.v3captchaToken || body.v2captchaToken) &&
        !(await ctx.config.captcha.verify(body, request.ip))
      )
        throw new ValidationError(CAPTCHA_MESSAGE, [
          { field: 'captcha', message: CAPTCHA_MESSAGE },
        ]);
      const division = await storeFromRequest(ctx, request, body.division);
      const token = newToken();
      const outcome = await subscribers.subscribe({
        divisionId: division.id,
        mailingList: body.mailingList,
        email: body.email,
        firstName: body.firstName,
        verifyTokenHash: hashToken(token),
        unsubscribeTokenHash: hashToken(newToken()),
      });
      if (outcome === 'pending') {
        const link = `${origin(request)}/subscription-verified?token=${token}`;
        await mailer.send(
          await composeAccountMail('subscription-verification', body.email, link, division),
        );
      }
      // The same answer for an address already listed: who subscribes is not told.
      return { message: SUBSCRIBER_MESSAGES.subscribed };
    },
  );

  app.post('/mailing-lists/verify/', async (request) => {
    const { token } = subscriptionTokenSchema.parse(request.body);
    const verified = await subscribers.verify(hashToken(token));
    if (!verified) throw new NotFoundError(SUBSCRIBER_MESSAGES.invalidLink);
    const division = await ctx.repos.divisions.findById(verified.divisionId);
    return { message: SUBSCRIBER_MESSAGES.verified, store: division?.name ?? '' };
  });

  /**
   * Unsubscribe: the storefront's /unsubscribe/ page posts JSON with the token; a mail
   * client's one-click POST (RFC 8058) sends `List-Unsubscribe=One-Click` form-encoded,
   * the token in the query, no cookie (so it is exempt from CSRF: the token is the secret).
   */
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    scope.post('/mailing-lists/unsubscribe/', async (request) => {
      const query = request.query as { token?: unknown };
      const { token } = subscriptionTokenSchema.parse(
        typeof query.token === 'string' ? { token: query.token } : (request.body ?? {}),
      );
      if (!(await subscribers.unsubscribe(hashToken(token))))
        throw new NotFoundError(SUBSCRIBER_MESSAGES.invalidUnsubscribe);
      return { message: SUBSCRIBER_MESSAGES.unsubscribed };
    });
  });

  app.get<{ Params: { division: string } }>(
    '/divisions/:division/subscribers/',
    async (request) => {
      const division = await divisionFromParam(ctx, request.params.division);
      assertAccess(request.auth, divisionNeed(division.id, 'read', 'store'));
      const query = subscriberQuerySchema.parse(request.query);
      const page = await subscribers.list(division.id, query);
      return { ...page, page: query.page, perPage: query.perPage };
    },
  );

  app.get<{ Params: { division: string } }>(
    '/divisions/:division/subscribers.csv',
    async (request, reply) => {
      const division = await divisionFromParam(ctx, request.params.division);
      assertAccess(request.auth, divisionNeed(division.id, 'read', 'store'));
      const { mailingList } = subscriberQuerySchema.parse(request.query);
      const csv = subscribersCsv(await subscribers.all(division.id, mailingList));
      if (csv.length > 50 * 1024 * 1024) throw new ApiError('Too many subscribers to export', 413);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${division.subdomain}-subscribers.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
