import { HtmlValidate } from 'html-validate';

/**
 * html-validate (a maintained HTML5 conformance checker) set up for email: the standard
 * conformance rules, whole-document rules and accessibility rules (alt text among them),
 * with two choices an email forces on us:
 *
 * - `no-deprecated-attr` off: `align`, `cellpadding`, `cellspacing`, `border` and `width`
 *   on tables are obsolete in HTML5 but are how email clients without CSS support
 *   (Outlook's Word engine) lay tables out; @react-email/components writes them on
 *   purpose.
 * - `heading-level` starts at h2: a mail's title is its subject line, and blocks' titles
 *   are h2 as on the storefront; levels must still not skip.
 */
export const mailHtmlValidator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document', 'html-validate:a11y'],
  rules: {
    'no-deprecated-attr': 'off',
    'heading-level': ['error', { minInitialRank: 'h2' }],
  },
});

/** The validator's complaints about a document, one line each; none means valid. */
export async function htmlProblems(
  html: string,
  options: { ignore?: readonly string[] } = {},
): Promise<string[]> {
  const report = await mailHtmlValidator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => !options.ignore?.includes(message.ruleId))
      .map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? ''})`),
  );
}
