import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, NotFoundError } from '../../src/errors';
import {
  emailField,
  integer,
  PERMISSION_REQUESTED_MESSAGE,
  permissionRequestSchema,
  permissionsParamSchema,
  SESSION_MESSAGES,
  type Block,
} from '../../src/model';
import { signedInUser } from '../access';
import type { AppContext } from '../context';
import { storeFromRequest } from '../store/storeFromRequest';
import { issueRemillCoupon, REMILL_COUPON_PERCENT_OFF } from '../commerce/afterSales/remillCoupon';
import { createMailer, type Mailer } from '../mail/mailer';
import { composeNoticeMail } from '../mail/noticeMail';
import { mailOrigin } from '../mail/origin';
import { mailSettingsFromEnv } from '../mail/settings';
import { contactFormNotice, remillLabelNotice, returnAddressOf } from './formMails';

/**
 * Shopper forms: remill return, permission requests and the mail contact form
 * (mailing-list subscribe is in server/mailingLists). Messages are the spec's where it gives one.
 */
export { PERMISSION_REQUESTED_MESSAGE };
/** Not in the spec: more permission requests in a minute than anyone needs. */
export const TOO_MANY_PERMISSION_REQUESTS_MESSAGE =
  'Too many permission requests. Please try again later.';
/** Permission requests one user (or one address, signed out) may make per minute. */
export const PERMISSION_REQUESTS_PER_MINUTE = 10;
/** Not in the spec: the remill success snackbar. */
export const REMILL_THANKS_MESSAGE = "Thank you! We've emailed you a free returns label.";
export const CONTACT_SENT_MESSAGE = 'Thank you, your message has been sent';
export const CONTACT_BLOCK_MESSAGE = 'This contact form is no longer available';

const required = z
  .string({ error: SESSION_MESSAGES.required })
  .trim()
  .min(1, SESSION_MESSAGES.required);
const remillSchema = z.object({
  email: emailField,
  division: z.union([z.string(), z.number()]).nullish(),
});
const contactSchema = z.object({
  division: z.union([z.string(), z.number()]),
  pageId: integer.pipe(z.number().int().positive()),
  blockId: required,
  name: required.pipe(z.string().max(200)),
  email: emailField,
  message: required.pipe(z.string().max(5000)),
});

function findBlock(blocks: readonly Block[], id: string): Block | undefined {
  for (const block of blocks) {
    if (block.id === id) return block;
    const inner = findBlock(block.items, id);
    if (inner) return inner;
  }
  return undefined;
}

export function registerFormRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  mailer: Mailer = createMailer(mailSettingsFromEnv(process.env), ctx.repos.records),
): void {
  app.addHook('onClose', () => mailer.close());
  app.post('/frontend/retex/remill/submit/', async (request) => {
    const body = remillSchema.parse(request.body);
    // The popup sends only the email: the store is then the one of the request's host.
    const division = body.division
      ? await ctx.repos.divisions.findByRef(String(body.division))
      : await storeFromRequest(ctx, request).catch(() => null);
    await ctx.repos.records.submitRemill(body.email, division?.id ?? null);
    // The offer's coupon for the next purchase, on the store the offer was taken on.
    const coupon = division ? await issueRemillCoupon(ctx.repos.orders, division.id) : null;
    const label = remillLabelNotice({
      storeName: division?.name ?? 'us',
      returnAddress: division ? returnAddressOf(division.settings.company) : [],
      coupon: coupon ? { code: coupon, percentOff: REMILL_COUPON_PERCENT_OFF } : null,
    });
    await mailer.send(
      await composeNoticeMail('remill-label', body.email, label, {
        origin: mailOrigin(request, division?.customDomain ?? null),
        ...(division ? { store: division } : {}),
        data: coupon ? { coupon, percentOff: REMILL_COUPON_PERCENT_OFF } : {},
      }),
    );
    return { type: 'success', message: REMILL_THANKS_MESSAGE };
  });

  // Signed in only; the reason is required when the dashboard is asked for. The request
  // names the store of the host it was made on, when there is one.
  app.post<{ Params: { permissions: string } }>(
    '/atlas/permissions/request/:permissions/',
    {
      config: {
        rateLimit: {
          max: PERMISSION_REQUESTS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) =>
            request.auth?.user ? `user:${request.auth.user.id}` : `ip:${request.ip}`,
          errorResponseBuilder: () => new ApiError(TOO_MANY_PERMISSION_REQUESTS_MESSAGE, 429),
        },
      },
    },
    async (request) => {
      const user = signedInUser(request.auth);
      const permissions = permissionsParamSchema.safeParse(request.params.permissions);
      if (!permissions.success) throw new NotFoundError('Unknown permission');
      // No body at all reads as an empty one; a JSON null is a body of the wrong shape (422).
      const body = request.body === undefined ? {} : request.body;
      const { reason } = permissionRequestSchema(permissions.data).parse(body);
      const division = await storeFromRequest(ctx, request).catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      });
      await ctx.repos.records.requestPermission({
        userId: user.id,
        divisionId: division?.id ?? null,
        permissions: permissions.data,
        reason,
      });
      return { message: PERMISSION_REQUESTED_MESSAGE };
    },
  );

  app.post('/contact-form/submit/', async (request) => {
    const body = contactSchema.parse(request.body);
    const division = await storeFromRequest(ctx, request, body.division);
    // The form a shopper filled in is on the published version (issue 14).
    const stored = (await ctx.repos.pageVersions.latest(body.pageId))?.stored ?? null;
    const block =
      stored && stored.divisionId === division.id
        ? findBlock(stored.page.blocks, body.blockId)
        : undefined;
    const recipient = block?.type === 'mailContactForm' ? block.properties.contactEmail : undefined;
    if (typeof recipient !== 'string' || !z.email().safeParse(recipient).success)
      throw new NotFoundError(CONTACT_BLOCK_MESSAGE);
    const origin = mailOrigin(request, division.customDomain);
    const notice = contactFormNotice({
      name: body.name,
      email: body.email,
      message: body.message,
      storeName: division.name,
      pageAddress: `${origin}${stored?.page.url ?? '/'}`,
    });
    await mailer.send(
      await composeNoticeMail('contact-form', recipient, notice, {
        origin,
        store: division,
        replyTo: body.email,
        data: {
          name: body.name,
          email: body.email,
          message: body.message,
          pageId: body.pageId,
          blockId: body.blockId,
        },
      }),
    );
    return { message: CONTACT_SENT_MESSAGE };
  });
}
