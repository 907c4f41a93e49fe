import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, NotFoundError } from '../../src/errors';
import { emailField, int32 } from '../../src/model';
import { ensureSession } from '../accounts/session';
import { hashToken } from '../accounts/tokens';
import type { AppContext } from '../context';
import { BASKET_NAMES, type BasketLine, type BasketName, type BasketOwner } from './repository';
import { basketItemsOf, choiceProblem, favouriteItemsOf, lineKey } from './basketView';
import { storeFromRequest } from '../store/storeFromRequest';
import { createMailer, type Mailer } from '../mail/mailer';
import { composeNoticeMail } from '../mail/noticeMail';
import { mailSettingsFromEnv } from '../mail/settings';
import { favouritesForLaterNotice } from './favouritesMail';
import { applyCachePolicy } from '../http/cachePolicy';

/**
 * Basket and favourites. Every change answers the whole list
 * (the client replaces its items with the response). The store is the
 * body's or query's `division` when given, else the Host header's.
 */
export const UNAVAILABLE_MESSAGE = 'Oops... Looks like this product is no longer available';
export const SOME_UNAVAILABLE_MESSAGE = 'Some products are no longer available and were not added';
export const RECOVER_MESSAGE = 'This favourites link is invalid';
export const EMAIL_FOR_LATER_MESSAGE = "We've emailed you a link to your favourites";
const MAX_QUANTITY = 99;

const divisionRef = z.union([z.string(), z.number()]).nullish();
const itemSchema = z.object({
  productId: z.coerce.number().pipe(int32.positive()).nullish(),
  productUrl: z.string().min(1).nullish(),
  productColor: z.string().min(1).nullish(),
  productSize: z.string().min(1).nullish(),
  bundleOptions: z.record(z.string(), z.string()).default({}),
  quantity: z.coerce.number().int().min(1).max(MAX_QUANTITY).default(1),
});
type ItemInput = z.infer<typeof itemSchema>;
const nameSchema = z.enum(BASKET_NAMES).default('main');
const addSchema = z.object({ item: itemSchema, name: nameSchema, division: divisionRef });
const bulkSchema = z.object({
  items: z.array(itemSchema).min(1).max(100),
  name: nameSchema,
  division: divisionRef,
});
const removeSchema = z.object({ key: z.string().min(1), name: nameSchema, division: divisionRef });
const updateSchema = removeSchema.extend({
  quantity: z.coerce.number().int().min(0).max(MAX_QUANTITY),
});
const recoverSchema = z.object({ br: z.string().min(1), division: divisionRef });
const emailForLaterSchema = z.object({ email: emailField, division: divisionRef });
const listQuery = z.object({ division: z.string().optional() });

export function registerBasketRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  mailer: Mailer = createMailer(mailSettingsFromEnv(process.env), ctx.repos.records),
): void {
  app.addHook('onClose', async () => mailer.close());
  const sessionDeps = { repos: ctx.repos, sessionTtlMs: ctx.config.sessionTtlMs };

  /** The owner of a change: starts the anonymous session a first add needs. */
  async function ownerOf(
    request: FastifyRequest,
    reply: FastifyReply,
    ref: string | number | null | undefined,
  ): Promise<BasketOwner> {
    const division = await storeFromRequest(ctx, request, ref);
    const session = await ensureSession(request, reply, sessionDeps);
    return {
      divisionId: division.id,
      sessionId: session.publicId,
      customerId: request.auth.user?.id ?? null,
    };
  }

  /** The owner of a read: never starts a session (an anonymous reader's lists are empty). */
  async function readerOf(
    request: FastifyRequest,
    ref: string | number | null | undefined,
  ): Promise<BasketOwner> {
    const division = await storeFromRequest(ctx, request, ref);
    return {
      divisionId: division.id,
      sessionId: request.auth.session?.publicId ?? null,
      customerId: request.auth.user?.id ?? null,
    };
  }

  async function listOf(owner: BasketOwner, name: BasketName) {
    const lines = await ctx.repos.baskets.lines(owner, name);
    const products = await ctx.repos.products.findByIds([
      ...new Set(lines.map((line) => line.productId)),
    ]);
    return name === 'main' ? basketItemsOf(lines, products) : favouriteItemsOf(lines, products);
  }

  /** The line an item makes, or null when its product, colour or size is not on sale. */
  async function lineFor(owner: BasketOwner, item: ItemInput): Promise<BasketLine | null> {
    const product = await ctx.repos.products.findByIdOrUrl(owner.divisionId, item);
    if (!product) return null;
    const colour = item.productColor ?? null;
    const size = item.productSize ?? null;
    if (choiceProblem(product, colour, size) !== null) return null;
    const option =
      colour === null
        ? undefined
        : product.options.find((each) => each.colourName.toLowerCase() === colour.toLowerCase());
    const colourName = option?.colourName ?? colour;
    const sizeName =
      size === null
        ? null
        : (option?.sizes.find((each) => each.toLowerCase() === size.toLowerCase()) ?? size);
    return {
      key: lineKey(product.id, colourName, sizeName, item.bundleOptions),
      productId: product.id,
      colour: colourName,
      size: sizeName,
      quantity: item.quantity,
      bundleOptions: item.bundleOptions,
    };
  }

  app.post('/frontend/product/addItemToCart/', async (request, reply) => {
    const body = addSchema.parse(request.body);
    const owner = await ownerOf(request, reply, body.division);
    const line = await lineFor(owner, body.item);
    if (!line) throw new ApiError(UNAVAILABLE_MESSAGE, 400);
    await ctx.repos.baskets.add(owner, body.name, line);
    return { items: await listOf(owner, body.name) };
  });

  app.post('/frontend/product/bulkAddItemsToCart/', async (request, reply) => {
    const body = bulkSchema.parse(request.body);
    const owner = await ownerOf(request, reply, body.division);
    const lines = await Promise.all(body.items.map((item) => lineFor(owner, item)));
    const available = lines.filter((line): line is BasketLine => line !== null);
    if (available.length === 0) throw new ApiError(UNAVAILABLE_MESSAGE, 400);
    for (const line of available) await ctx.repos.baskets.add(owner, body.name, line);
    const items = await listOf(owner, body.name);
    return available.length < lines.length
      ? { items, message: SOME_UNAVAILABLE_MESSAGE }
      : { items };
  });

  app.post('/basket/remove/', async (request, reply) => {
    const body = removeSchema.parse(request.body);
    const owner = await ownerOf(request, reply, body.division);
    await ctx.repos.baskets.remove(owner, body.name, body.key);
    return { items: await listOf(owner, body.name) };
  });

  const clearSchema = z.object({ name: nameSchema, division: divisionRef });
  // Clear empties the basket (spec, storefront states): every line goes, the answer is the empty list.
  app.post('/basket/clear/', async (request, reply) => {
    const body = clearSchema.parse(request.body);
    const owner = await readerOf(request, body.division);
    await ctx.repos.baskets.clear(owner, body.name);
    applyCachePolicy(request, reply);
    return { items: await listOf(owner, body.name) };
  });

  app.post('/basket/update/', async (request, reply) => {
    const body = updateSchema.parse(request.body);
    const owner = await ownerOf(request, reply, body.division);
    if (!(await ctx.repos.baskets.setQuantity(owner, body.name, body.key, body.quantity))) {
      throw new NotFoundError('This item is no longer in your basket');
    }
    return { items: await listOf(owner, body.name) };
  });

  for (const name of BASKET_NAMES)
    app.get(`/basket/${name}/list/`, async (request, reply) => {
      const owner = await readerOf(request, listQuery.parse(request.query).division);
      applyCachePolicy(request, reply);
      return { items: await listOf(owner, name) };
    });

  app.post('/basket/favourites/email-for-later', async (request, reply) => {
    const body = emailForLaterSchema.parse(request.body);
    const owner = await ownerOf(request, reply, body.division);
    const token = randomBytes(24).toString('base64url');
    await ctx.repos.baskets.saveRecovery(
      hashToken(token),
      owner.divisionId,
      await ctx.repos.baskets.lines(owner, 'favourites'),
    );
    const division = await storeFromRequest(ctx, request, body.division);
    // The link goes back to the host the shopper is on, where the favourites were kept.
    const origin = `${request.protocol}://${request.host}`;
    const link = `${origin}/favourites/?br=${token}`;
    await mailer.send(
      await composeNoticeMail(
        'favourites-for-later',
        body.email,
        favouritesForLaterNotice(division.name, link),
        {
          origin,
          store: division,
          data: { link },
        },
      ),
    );
    return { message: EMAIL_FOR_LATER_MESSAGE };
  });

  app.post('/basket/favourites/recover/', async (request, reply) => {
    const body = recoverSchema.parse(request.body);
    const owner = await ownerOf(request, reply, body.division);
    const recovery = await ctx.repos.baskets.findRecovery(hashToken(body.br));
    if (!recovery || recovery.divisionId !== owner.divisionId)
      throw new NotFoundError(RECOVER_MESSAGE);
    const present = new Set(
      (await ctx.repos.baskets.lines(owner, 'favourites')).map((line) => line.key),
    );
    for (const line of recovery.lines)
      if (!present.has(line.key)) await ctx.repos.baskets.add(owner, 'favourites', line);
    return { items: await listOf(owner, 'favourites') };
  });
}
