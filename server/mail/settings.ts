/**
 * How the server sends mail, from the environment:
 * - `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://...`): test sends of mail pages go
 *   out through it with nodemailer. Unset (development, tests): they are stored in the
 *   outbox instead, viewable in the dashboard, so the flow works on one machine.
 * - `MAIL_FROM`: the sender address (`news@store.example`); the store's name is the
 *   display name. Real mail servers refuse senders they do not own, so set it with
 *   SMTP_URL.
 */
export interface MailSettings {
  smtpUrl: string | null;
  fromAddress: string;
}

export const DEFAULT_FROM_ADDRESS = 'no-reply@omnis.localhost';

export function mailSettingsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): MailSettings {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  return { smtpUrl, fromAddress: env.MAIL_FROM?.trim() || DEFAULT_FROM_ADDRESS };
}
