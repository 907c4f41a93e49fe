import { randomBytes, timingSafeEqual } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ATTACHMENT_MESSAGES,
  attachmentExtension,
  attachmentFileName,
  CHAT_ATTACHMENT_MAX_BYTES,
  isImageAttachment,
  sniffAttachmentType,
} from '../../src/chat/attachments';
import { CHAT_MESSAGES, type ConversationView } from '../../src/chat/conversation';
import { ApiError, NotFoundError, ValidationError } from '../../src/errors';
import { sanitizeSvg } from '../../src/sanitize/svg';
import type { AppContext } from '../context';
import { isBodyTooLarge } from '../images/routes';
import { attachmentView, type LiveChatRepository } from './repository';
import type { Actor } from './routes';

type ConversationFor = (
  request: FastifyRequest,
  tokenFromQuery?: string,
) => Promise<{ conversation: ConversationView; actor: Actor }>;

const fileParams = z.object({
  chatId: z.coerce.number().int().positive(),
  attachmentId: z.coerce.number().int().positive(),
});
const downloadQuery = z.object({
  token: z.string().max(100).optional(),
  key: z.string().max(100).optional(),
  download: z.string().optional(),
});

const wrongType = () =>
  new ValidationError(ATTACHMENT_MESSAGES.wrongType, [
    { field: 'file', message: ATTACHMENT_MESSAGES.wrongType },
  ]);
const unreadable = () =>
  new ValidationError(ATTACHMENT_MESSAGES.unreadable, [
    { field: 'file', message: ATTACHMENT_MESSAGES.unreadable },
  ]);
const tooLarge = () => new ApiError(ATTACHMENT_MESSAGES.tooLarge, 413);

/** SVG kept as the sanitised document only; nothing that survives sanitising is no SVG. */
function svgOf(bytes: Buffer): Buffer {
  const clean = sanitizeSvg(bytes.toString('utf8'));
  if (!/<svg[\s>/]/i.test(clean)) throw wrongType();
  return Buffer.from(clean, 'utf8');
}

/**
 * Files in a live chat, from the shopper (their token) or an agent of the chat (session):
 * upload (multipart `file`; the type is read from the bytes, SVG is sanitised with
 * DOMPurify's SVG profile before it is stored) and download. Files live in the product's
 * object storage under `chat-attachments/`, which is never served publicly: only the chat's
 * participants fetch them here, or whoever holds the emailed transcript's link (`key`).
 */
export function registerChatAttachmentRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  repo: LiveChatRepository,
  conversationFor: ConversationFor,
  iso: () => string,
): void {
  const storage = ctx.config.storage;

  // Multipart in a context of its own, as for the image upload: it hooks every request.
  void app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: CHAT_ATTACHMENT_MAX_BYTES, files: 1, fields: 2 },
      throwFileSizeLimit: true,
    });
    uploads.post(
      '/live-chat/chat/:chatId/attachments/',
      { bodyLimit: CHAT_ATTACHMENT_MAX_BYTES + 64 * 1024 },
      async (request, reply) => {
        const { conversation, actor } = await conversationFor(request);
        if (conversation.status === 'closed') throw new ApiError(CHAT_MESSAGES.closed, 409);
        if (!request.isMultipart())
          throw new ValidationError(ATTACHMENT_MESSAGES.missing, [
            { field: 'file', message: ATTACHMENT_MESSAGES.missing },
          ]);
        const file = await request.file().catch((error: unknown) => {
          throw isBodyTooLarge(error) ? tooLarge() : unreadable();
        });
        if (!file || file.fieldname !== 'file')
          throw new ValidationError(ATTACHMENT_MESSAGES.missing, [
            { field: 'file', message: ATTACHMENT_MESSAGES.missing },
          ]);
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (error) {
          throw isBodyTooLarge(error) ? tooLarge() : unreadable();
        }
        if (file.file.truncated) throw tooLarge();
        if (bytes.length === 0)
          throw new ValidationError(ATTACHMENT_MESSAGES.missing, [
            { field: 'file', message: ATTACHMENT_MESSAGES.missing },
          ]);
        const type = sniffAttachmentType(bytes);
        if (!type) throw wrongType();
        const body = type === 'image/svg+xml' ? svgOf(bytes) : bytes;
        const storageKey = `chat-attachments/${conversation.divisionId}/${conversation.id}/${randomBytes(12).toString('hex')}.${attachmentExtension(type)}`;
        await storage.put(storageKey, body, type);
        const row = await repo.addAttachment({
          conversationId: conversation.id,
          storageKey,
          name: attachmentFileName(file.filename, type),
          contentType: type,
          size: body.length,
          downloadKey: randomBytes(24).toString('base64url'),
          author: actor.kind === 'agent' ? 'agent' : 'shopper',
          now: iso(),
        });
        reply.status(201);
        return { attachment: attachmentView(row) };
      },
    );
  });

  app.get('/live-chat/chat/:chatId/attachments/:attachmentId', async (request, reply) => {
    const { chatId, attachmentId } = fileParams.parse(request.params);
    const query = downloadQuery.parse(request.query);
    const stored = await repo.attachment(chatId, attachmentId);
    // The transcript's link carries the file's own key; everyone else proves the chat is theirs.
    const byKey =
      !!stored &&
      !!query.key &&
      query.key.length === stored.download_key.length &&
      timingSafeEqual(Buffer.from(query.key), Buffer.from(stored.download_key));
    if (!byKey) await conversationFor(request, query.token);
    if (!stored) throw new NotFoundError(ATTACHMENT_MESSAGES.notFound);
    const object = await storage.get(stored.storage_key);
    if (!object) throw new NotFoundError(ATTACHMENT_MESSAGES.notFound);
    const inline = isImageAttachment(stored.content_type as never) && query.download === undefined;
    reply
      .type(stored.content_type)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      // Opened on its own (an SVG especially), the file can run nothing and reach nothing.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header(
        'content-disposition',
        `${inline ? 'inline' : 'attachment'}; filename="${stored.name}"`,
      );
    if (object.size) reply.header('content-length', object.size);
    return reply.send(object.body);
  });
}
