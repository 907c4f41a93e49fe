import { render, toPlainText } from '@react-email/render';
import type { Block, Page } from '../model';
import type { BlockRegistry } from '../registry';
import { MailDocument, type MailPageTheme } from './MailDocument';
import { mailBlocks } from './mailBlocks';
import { preheaderText } from './preheader';

export interface MailPageInput {
  page: Pick<Page, 'blocks' | 'properties'>;
  registry: BlockRegistry;
  theme: MailPageTheme;
  /** Absolute origin for links and images: `https://store.example`. */
  origin: string;
  /** The blocks that show, in order (see `mailVisibleItems`). */
  visibleItems: (blocks: readonly Block[]) => Block[];
  /** The subject line (see `mailSubject`); also the document's title. */
  subject: string;
  /** Data loaded for data-driven blocks, by block id (see `loadMailBlockData`). */
  blockData?: Readonly<Record<string, unknown>>;
  /** Absolute URL of the page's web version (see `mailWebVersionPath`). */
  webVersionUrl?: string;
}

export interface RenderedMail {
  /** The email-safe HTML document. */
  html: string;
  /** The plain-text alternative (multipart/alternative). */
  text: string;
  preheader: string;
}

/** Headings keep their case in the preheader (the text alternative capitalises them). */
const KEEP_CASE = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
  selector,
  options: { uppercase: false },
}));

/**
 * A mail page as email: every visible mail-compatible block through its mail renderer,
 * laid out in table rows by width, inside the themed document (see MailDocument), plus
 * the plain-text alternative. The preheader is the page description, else the mail's
 * first text, so it is found by rendering the content once without it. Pure: the same
 * input gives the same mail.
 */
export async function renderMailPage(input: MailPageInput): Promise<RenderedMail> {
  const content = mailBlocks(input.page.blocks, {
    registry: input.registry,
    visibleItems: input.visibleItems,
    origin: input.origin,
    theme: input.theme.values,
    blockData: input.blockData,
    gap: input.page.properties.ySpacing.value,
  });
  const document = (preheader: string, webVersionUrl?: string) => (
    <MailDocument
      subject={input.subject}
      preheader={preheader}
      theme={input.theme}
      webVersionUrl={webVersionUrl}
    >
      {content}
    </MailDocument>
  );
  const firstText = toPlainText(await render(document('')), { selectors: KEEP_CASE });
  const preheader = preheaderText(input.page.properties.description.value, firstText);
  const mail = document(preheader, input.webVersionUrl);
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true })]);
  return { html: withHtml5Doctype(html), text: text.trim(), preheader };
}

/**
 * @react-email/render writes the XHTML 1.0 Transitional doctype, which is not conforming
 * HTML. `<!DOCTYPE html>` (what MJML and most senders use) renders the same in mail
 * clients (they ignore or strip the doctype; webmail embeds the body) and puts browsers,
 * our preview included, in standards mode.
 */
function withHtml5Doctype(html: string): string {
  return html.replace(/^<!DOCTYPE[^>]*>/i, '<!DOCTYPE html>');
}
