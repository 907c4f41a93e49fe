import type { z } from 'zod';
import { ValidationError, type FieldIssue } from '../errors';
import { fail, ok, type Result } from './result';
import { blockSchema, type Block } from './block';
import { pageSchema, type Page } from './page';

export const PAGE_VALIDATION_MESSAGE = 'Page failed validation';

/** Zod issues as field issues with dotted paths (`blocks.0.size.x`). */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
}

/** Parses with a schema; never throws: bad input becomes a ValidationError listing fields. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
  message: string,
): Result<z.output<S>, ValidationError> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return fail(new ValidationError(message, toFieldIssues(parsed.error)));
}

export const parsePage = (input: unknown): Result<Page, ValidationError> =>
  parseWith(pageSchema, input, PAGE_VALIDATION_MESSAGE);

export const parseBlock = (input: unknown): Result<Block, ValidationError> =>
  parseWith(blockSchema, input, 'Block failed validation');
