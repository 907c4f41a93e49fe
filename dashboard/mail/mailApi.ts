/**
 * The dashboard's view of the mail API (server/mail/routes.ts). Screens read it with
 * `useMailApi()`, so tests hand them a fake through `MailApiContext`.
 */
import { createContext, useContext } from 'react';
import { fetchTransport, type Transport } from '../../src/api';
import {
  mailExportSchema,
  outboxListSchema,
  outboxMessageSchema,
  sendTestAnswerSchema,
  type MailExport,
  type OutboxMessage,
  type OutboxSummary,
  type SendTestAnswer,
} from '../../src/mail';

export interface MailApi {
  /** The email a mail page sends; 422 (ValidationError) when the page is not a mail page. */
  mailOf(divisionId: number, pageId: number): Promise<MailExport>;
  /** Sends a test to `to` (SMTP), or stores it in the outbox when no SMTP is set up. */
  sendTest(divisionId: number, pageId: number, to: string): Promise<SendTestAnswer>;
  outbox(divisionId: number): Promise<OutboxSummary[]>;
  outboxMessage(divisionId: number, id: number): Promise<OutboxMessage>;
}

/** The MailApi over HTTP: XSRF header on writes, typed errors, answers parsed. */
export function httpMailApi(transport: Transport = fetchTransport()): MailApi {
  return {
    mailOf: async (division, page) =>
      mailExportSchema.parse(
        await transport({ method: 'GET', path: `/divisions/${division}/pages/${page}/mail/` }),
      ),
    sendTest: async (division, page, to) =>
      sendTestAnswerSchema.parse(
        await transport({
          method: 'POST',
          path: `/divisions/${division}/pages/${page}/mail/send-test/`,
          body: { to },
        }),
      ),
    outbox: async (division) =>
      outboxListSchema.parse(
        await transport({ method: 'GET', path: `/divisions/${division}/outbox/` }),
      ).messages,
    outboxMessage: async (division, id) =>
      outboxMessageSchema.parse(
        await transport({ method: 'GET', path: `/divisions/${division}/outbox/${id}/` }),
      ),
  };
}

export const MailApiContext = createContext<MailApi>(httpMailApi());
export const useMailApi = (): MailApi => useContext(MailApiContext);
