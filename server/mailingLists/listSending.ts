import type { MailExport } from '../../src/mail';
import { hashToken, newToken } from '../accounts/tokens';
import type { MailDeliverer } from '../mail/delivery';
import type { Subscriber, SubscribersRepository } from './subscribersRepository';

/**
 * Sending a mail page to a mailing list: one mail per confirmed subscriber, paced
 * (LIST_SENDS_PER_SECOND, so a mail server or its reputation is not flooded), each with
 * its own unsubscribe link in the footer and the List-Unsubscribe headers for one-click
 * unsubscribing (RFC 8058). Runs after the request has been answered; a failed address is
 * logged and the rest still go.
 */
export const LIST_SENDS_PER_SECOND = 10;
/** The job name of a list send (server/jobs). */
export const LIST_SEND_JOB = 'mail-list-send';

export interface ListSend {
  divisionId: number;
  storeName: string;
  pageId: number;
  mailingList: string;
  /** The storefront's origin, for the unsubscribe links. */
  origin: string;
  mail: MailExport;
  recipients: readonly Subscriber[];
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail's HTML and text with the unsubscribe footer added. */
export function withUnsubscribeFooter(
  mail: Pick<MailExport, 'html' | 'text'>,
  storeName: string,
  pageUrl: string,
): { html: string; text: string } {
  const footer = `<p style="margin:24px 0 0;font:12px/1.5 Arial,sans-serif;color:#555;text-align:center">You receive this because you subscribed to ${escapeHtml(storeName)}. <a href="${escapeHtml(pageUrl)}" style="color:#555">Unsubscribe</a></p>`;
  const html = mail.html.includes('</body>')
    ? mail.html.replace('</body>', `${footer}</body>`)
    : `${mail.html}${footer}`;
  const text = `${mail.text}\n\nYou receive this because you subscribed to ${storeName}. Unsubscribe: ${pageUrl}\n`;
  return { html, text };
}

export async function sendToList(
  send: ListSend,
  deps: {
    deliverer: MailDeliverer;
    subscribers: SubscribersRepository;
    log: (message: string, detail: unknown) => void;
    wait?: (ms: number) => Promise<void>;
    /**
     * The addresses this send has already reached (a job run again after a restart:
     * server/jobs). Each address is marked once its mail is handed over, and skipped on a
     * later run, so a resumed send does not mail anyone twice, bar the one address in
     * flight when the process died.
     */
    done?: { has(email: string): Promise<boolean>; add(email: string): Promise<void> };
  },
): Promise<{ sent: number; failed: number }> {
  const wait = deps.wait ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let sent = 0;
  let failed = 0;
  let paced = false;
  for (const recipient of send.recipients) {
    if (await deps.done?.has(recipient.email)) continue;
    if (paced) await wait(1000 / LIST_SENDS_PER_SECOND);
    paced = true;
    try {
      const token = newToken();
      await deps.subscribers.setUnsubscribeToken(
        send.divisionId,
        send.mailingList,
        recipient.email,
        hashToken(token),
      );
      const pageUrl = `${send.origin}/unsubscribe/?token=${token}`;
      const oneClick = `${send.origin}/omnis/v3/mailing-lists/unsubscribe/?token=${token}`;
      await deps.deliverer.deliver({
        divisionId: send.divisionId,
        pageId: send.pageId,
        to: recipient.email,
        subject: send.mail.subject,
        ...withUnsubscribeFooter(send.mail, send.storeName, pageUrl),
        createdAt: new Date().toISOString(),
        fromName: send.storeName,
        headers: {
          'List-Unsubscribe': `<${oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      sent += 1;
      await deps.done?.add(recipient.email);
    } catch (error) {
      failed += 1;
      deps.log('list mail not sent', { to: recipient.email, error: String(error) });
    }
  }
  return { sent, failed };
}
