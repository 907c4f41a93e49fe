/**
 * The email-subscriber offer popup (page-builder spec, subscriber offer):
 * - it appears 30 s after the page opens, or, on a first visit, once the first-visit
 *   trigger has fired and 30 s have passed, whichever is later;
 * - only while no offer cookie exists and no notification is showing;
 * - never when `cgi` or `utm_source_platform` in the query equals the mail-campaign value
 *   (the shopper came from our own mail);
 * - subscribing sets the offer cookie to `subscribed` for 365 days, dismissing sets it to
 *   `dismissed` for 30 days.
 * Not in the spec, our choices: the first-visit trigger is the shopper answering the
 * cookie banner (two overlays never stack); the cookie is `email-offer`; the
 * mail-campaign value is `mail-campaign`.
 */
export const SUBSCRIBER_OFFER_DELAY_MS = 30_000;
export const SUBSCRIBED_COOKIE_DAYS = 365;
export const DISMISSED_COOKIE_DAYS = 30;
export const OFFER_COOKIE = 'email-offer';
export const MAIL_CAMPAIGN_VALUE = 'mail-campaign';

export type OfferCookieValue = 'subscribed' | 'dismissed';

/** When the offer is due: null while a first visit's trigger has not fired. */
export function offerDueAt(
  openedAt: number,
  firstVisit: boolean,
  firstVisitTriggerAt: number | null,
): number | null {
  const afterDelay = openedAt + SUBSCRIBER_OFFER_DELAY_MS;
  if (!firstVisit) return afterDelay;
  return firstVisitTriggerAt === null ? null : Math.max(afterDelay, firstVisitTriggerAt);
}

/** The query says the shopper came from a mail campaign. */
export function cameFromMailCampaign(query: Record<string, unknown>): boolean {
  return query.cgi === MAIL_CAMPAIGN_VALUE || query.utm_source_platform === MAIL_CAMPAIGN_VALUE;
}

export interface OfferState {
  /** The store has the email-subscriber-offer plugin, enabled. */
  pluginEnabled: boolean;
  offerCookie: string | null | undefined;
  notificationShowing: boolean;
  query: Record<string, unknown>;
}

/** Whether the offer may show now that it is due. */
export function offerMayShow(state: OfferState): boolean {
  return (
    state.pluginEnabled &&
    !state.offerCookie &&
    !state.notificationShowing &&
    !cameFromMailCampaign(state.query)
  );
}

const DAY_SECONDS = 24 * 60 * 60;

/** The offer cookie for the shopper's answer: its value and lifetime in seconds. */
export function offerCookieFor(answer: OfferCookieValue): {
  value: OfferCookieValue;
  maxAge: number;
} {
  return {
    value: answer,
    maxAge:
      (answer === 'subscribed' ? SUBSCRIBED_COOKIE_DAYS : DISMISSED_COOKIE_DAYS) * DAY_SECONDS,
  };
}
