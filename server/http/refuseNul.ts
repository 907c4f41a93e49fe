import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../../src/errors';
import { nulFieldOf, VALIDATION_MESSAGES } from '../../src/validation';

/**
 * Refuses any request whose path parameters, query or body hold a NUL character, with a
 * 422 naming the field (issue 23: PostgreSQL answered `invalid byte sequence` as a 500).
 * Runs before every route's own validation, API and storefront alike.
 */
export function registerNulRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = nulFieldOf(part);
      if (field === null) continue;
      const message = VALIDATION_MESSAGES.nulCharacter;
      throw new ValidationError(message, [{ field: field || 'body', message }]);
    }
  });
}
