import { Body, Container, Head, Html, Link, Preview, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailThemeValues } from '../registry';
import { MAIL_WIDTH, WEB_VERSION_LINK_TEXT } from './constants';

/** The page theme as a mail needs it: inlined values, and font stacks for family names. */
export interface MailPageTheme {
  /** Every theme key with its resolved value (themes/: `resolvePageTheme(name).values`). */
  values: MailThemeValues;
  /** A CSS font-family list for a family (themes/: `fontStack`). */
  fontStack: (family: string) => string;
}

export interface MailDocumentProps {
  subject: string;
  /** '' for none (then no preheader element is written). */
  preheader: string;
  theme: MailPageTheme;
  /** Absolute URL of the web version; adds the "view in your browser" line on top. */
  webVersionUrl?: string;
  children: ReactNode;
}

/** A theme value, or the given fallback when the theme lacks the key. */
const valueOf = (theme: MailPageTheme, key: string, fallback: string): string =>
  theme.values[key] || fallback;

/**
 * The email document around a mail page's blocks, built from @react-email/components so
 * the client quirks (table wrappers, preheader padding, Outlook-safe attributes) are the
 * library's, not ours. Everything is styled inline from the page theme: mail clients drop
 * `<style>` blocks and external CSS unpredictably.
 *
 * Dark mode: the document declares `color-scheme: light dark` (and the older
 * `supported-color-schemes`), and every surface sets its own background and text colour.
 * Clients that honour the declaration (Apple Mail, iOS) then keep the seller's colours
 * instead of force-inverting them; clients that always invert (Gmail apps, Outlook) do so
 * whatever we write. No `prefers-color-scheme` `<style>` block is used, so the mail stays
 * inline-only.
 *
 * The content is at most 520px wide (the mail layout) and shrinks with a narrow screen.
 */
export function MailDocument({
  subject,
  preheader,
  theme,
  webVersionUrl,
  children,
}: MailDocumentProps) {
  const background = valueOf(theme, 'page.background', '#ffffff');
  const color = valueOf(theme, 'page.color', '#1f2328');
  const muted = valueOf(theme, 'text.muted', color);
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <title>{subject}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
      </Head>
      <Body
        style={{
          margin: 0,
          padding: '24px 12px',
          backgroundColor: background,
          color,
          fontFamily: theme.fontStack(valueOf(theme, 'text.font', 'Arial')),
          fontSize: '16px',
          lineHeight: valueOf(theme, 'text.lineHeight', '1.5'),
        }}
      >
        {preheader ? <Preview>{preheader}</Preview> : null}
        <Container
          style={{ width: '100%', maxWidth: `${MAIL_WIDTH}px`, backgroundColor: background }}
        >
          {webVersionUrl ? (
            <Text
              style={{
                margin: '0 0 16px',
                fontSize: '12px',
                lineHeight: '16px',
                textAlign: 'center',
                color: muted,
              }}
            >
              <Link href={webVersionUrl} style={{ color: muted, textDecoration: 'underline' }}>
                {WEB_VERSION_LINK_TEXT}
              </Link>
            </Text>
          ) : null}
          {children}
        </Container>
      </Body>
    </Html>
  );
}
