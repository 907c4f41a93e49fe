import type { Consent } from '../rules/consentMode';

/**
 * The seller's custom code (the spec's `subdomain.customCode`: a string, or an object with a
 * `global` member). The dashboard saves it as `{ global }`; the storefront adds it to every
 * page, but only as tracking is added: after the shopper granted both analytics and ads
 * (code we cannot read may do either), and never in the theme preview. The limit and the
 * messages are ours; the spec gives none. No zod here: the storefront's shell imports it.
 */
export const CUSTOM_CODE_WARNING =
  'This code runs on every page of your store for shoppers who accept cookies. Add only code from sources you trust: it can change how your store looks and works, and collect data about your shoppers.';

export type CustomCode = string | { global: string };

/** The snippet, whichever of the spec's two shapes holds it. */
export const customCodeText = (code: CustomCode | undefined | null): string =>
  (typeof code === 'string' ? code : (code?.global ?? '')).trim();

/** Whether the storefront adds the custom code now. */
export function customCodeRuns(args: {
  code: CustomCode | undefined | null;
  consent: Consent | null;
  /** The theme editor's framed preview (or any editing surface) never runs it. */
  editing: boolean;
}): boolean {
  const { code, consent, editing } = args;
  if (editing || customCodeText(code) === '' || !consent) return false;
  return consent.analytics === 'granted' && consent.ads === 'granted';
}
