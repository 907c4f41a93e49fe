/**
 * JSON for an inline `<script type="application/ld+json">`: `<` is escaped (still valid
 * JSON), so no seller or product text can close the element.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');
