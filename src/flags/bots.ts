import { isbot } from 'isbot';

/** Whether a user agent is a crawler or other bot (datadog stays off, no analytics is sent). */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent) && isbot(userAgent);
}
