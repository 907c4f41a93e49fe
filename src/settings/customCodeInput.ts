import { z } from 'zod';

/** The custom code field as the settings section saves it (src/tracking/customCode.ts runs it). */
export const CUSTOM_CODE_MAX = 20000;
export const CUSTOM_CODE_LENGTH_MESSAGE = `This field must be no more than ${CUSTOM_CODE_MAX} characters`;
export const CUSTOM_CODE_DOCUMENT_TAG_MESSAGE =
  'Custom code cannot contain html, head or body tags: add only what goes inside the page';

// These would end or restart the document the snippet is added to.
const DOCUMENT_TAG = /<\s*\/?\s*(html|head|body)\b/i;

/** The custom code field as the settings section saves it. */
export const customCodeInput = z
  .string()
  .trim()
  .max(CUSTOM_CODE_MAX, CUSTOM_CODE_LENGTH_MESSAGE)
  .refine((text) => !DOCUMENT_TAG.test(text), CUSTOM_CODE_DOCUMENT_TAG_MESSAGE);
