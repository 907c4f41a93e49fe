import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { ApiError, ConflictError, ValidationError, type FieldIssue } from '../../src/errors';
import { toFieldIssues } from '../../src/model';

/** What a 500 answers (two dots, to the letter): never a stack trace. */
export const SERVER_ERROR_MESSAGE = 'Oops.. looks like something went wrong';
export const MALFORMED_JSON_MESSAGE = 'The request body is not valid JSON';
export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large';
export const NOT_FOUND_MESSAGE = 'Not found';

/** A 422 body: the first message first (the client shows it), then every field's messages. */
export function validationBody(message: string | undefined, issues: readonly FieldIssue[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.field] ??= []).push(issue.message);
  return { message: issues[0]?.message ?? message ?? 'The given data was invalid', errors };
}

interface ErrorAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Every error the app can throw, as one status and JSON body. Typed errors from src/errors
 * carry their status; Fastify's own client errors keep their 4xx status with a clear
 * message; anything else is a 500 with the general message.
 */
export function answerFor(error: unknown): ErrorAnswer {
  if (error instanceof ZodError)
    return { status: 422, body: validationBody(undefined, toFieldIssues(error)) };
  if (error instanceof ValidationError)
    return { status: 422, body: validationBody(error.message, error.issues) };
  if (error instanceof ConflictError)
    return { status: 409, body: { message: error.message, page: error.body } };
  if (error instanceof ApiError) {
    const extra = typeof error.body === 'object' && error.body !== null ? error.body : {};
    return { status: error.status, body: { ...extra, message: error.message } };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (
    fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    (error instanceof SyntaxError && fastifyError.statusCode === 400)
  ) {
    return { status: 400, body: { message: MALFORMED_JSON_MESSAGE } };
  }
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fastifyError.statusCode === 413) {
    return { status: 413, body: { message: BODY_TOO_LARGE_MESSAGE } };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { message: fastifyError.message ?? 'Bad request' } };
  }
  return { status: 500, body: { message: SERVER_ERROR_MESSAGE } };
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const answer = answerFor(error);
  if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
  void reply.status(answer.status).type('application/json; charset=utf-8').send(answer.body);
}
