/**
 * The store's help centre (`/help/`). The storefront spec gives its routes: `/help/{questionName?}/`
 * with the children `question/{questionName?}/`, `group/{groupCode?}/` and
 * `reason/{reasonName?}/`, hidden when the store uses a direct payment processor (such a
 * store answers its own customers). The rest is ours:
 * - each question and each contact reason is an ordinary store page at
 *   `/help/question/{name}/` or `/help/reason/{name}/`, made from templates when the store
 *   is made, so the seller edits, adds or deletes them in the page builder;
 * - groups are fixed and hold the questions the templates file under them; a question page
 *   the seller adds goes under "More questions";
 * - `/help/` lists the groups with their questions, the reasons to contact the store, and
 *   searches the questions' titles; `/help/{name}/` is the question `name`.
 */
export const HELP_PATH = '/help/';
export const HELP_QUESTION_PREFIX = '/help/question/';
export const HELP_REASON_PREFIX = '/help/reason/';

export const helpQuestionPath = (name: string): string => `${HELP_QUESTION_PREFIX}${name}/`;
export const helpGroupPath = (code: string): string => `/help/group/${code}/`;

export interface HelpGroup {
  code: string;
  title: string;
}

/** The groups in the order `/help/` shows them; `more` takes questions filed nowhere else. */
export const HELP_GROUPS: readonly HelpGroup[] = [
  { code: 'orders', title: 'Orders and payment' },
  { code: 'delivery', title: 'Delivery' },
  { code: 'returns', title: 'Returns and refunds' },
  { code: 'products', title: 'Products and sizing' },
  { code: 'studio', title: 'Designing your own' },
  { code: 'more', title: 'More questions' },
];
export const OTHER_HELP_GROUP = 'more';

/** The title of the group with `code`; undefined for a code that names no group. */
export const helpGroupTitle = (code: string): string | undefined =>
  HELP_GROUPS.find((group) => group.code === code)?.title;

/** Which group each template question belongs to, by its name (the last part of its URL). */
export const HELP_QUESTION_GROUPS: Readonly<Record<string, string>> = {
  'placing-an-order': 'orders',
  'changing-or-cancelling-an-order': 'orders',
  'payment-methods': 'orders',
  'payment-declined': 'orders',
  'delivery-times': 'delivery',
  'where-we-deliver': 'delivery',
  'tracking-an-order': 'delivery',
  'christmas-delivery': 'delivery',
  'returning-an-item': 'returns',
  'refund-times': 'returns',
  'damaged-or-faulty-items': 'returns',
  'exchanging-a-size': 'returns',
  'finding-your-size': 'products',
  'washing-and-care': 'products',
  'what-our-clothes-are-made-of': 'products',
  'designing-your-own-product': 'studio',
  'uploading-images': 'studio',
};

/** A store page as the help centre needs it (the core data's page summary). */
export interface HelpSourcePage {
  url: string;
  title: string;
  published: boolean;
}

export interface HelpEntry {
  name: string;
  title: string;
  href: string;
}

export interface HelpIndex {
  groups: Array<HelpGroup & { questions: HelpEntry[] }>;
  reasons: HelpEntry[];
}

const nameUnder = (url: string, prefix: string): string | null => {
  if (!url.startsWith(prefix)) return null;
  const name = url.slice(prefix.length).replace(/\/$/, '');
  return name !== '' && !name.includes('/') ? name : null;
};

const entryOf = (page: HelpSourcePage, name: string): HelpEntry => ({
  name,
  title: page.title || name.replace(/-/g, ' '),
  href: page.url,
});

/**
 * The help centre from the store's published pages: each group with its questions (groups
 * without any are left out), and the contact reasons, each list in the pages' order.
 */
export function helpIndexOf(pages: readonly HelpSourcePage[]): HelpIndex {
  const published = pages.filter((page) => page.published);
  const questions = published.flatMap((page) => {
    const name = nameUnder(page.url, HELP_QUESTION_PREFIX);
    return name ? [{ entry: entryOf(page, name), group: HELP_QUESTION_GROUPS[name] }] : [];
  });
  const groups = HELP_GROUPS.map((group) => ({
    ...group,
    questions: questions
      .filter(({ group: code }) => (code ?? OTHER_HELP_GROUP) === group.code)
      .map(({ entry }) => entry),
  })).filter((group) => group.questions.length > 0);
  const reasons = published.flatMap((page) => {
    const name = nameUnder(page.url, HELP_REASON_PREFIX);
    return name ? [entryOf(page, name)] : [];
  });
  return { groups, reasons };
}

/** The questions whose title holds every word of the query (any case); all of them for none. */
export function searchHelp(index: HelpIndex, query: string): HelpEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return index.groups
    .flatMap((group) => group.questions)
    .filter((entry) => words.every((word) => entry.title.toLowerCase().includes(word)));
}

/** The help centre's routes and pages are hidden for a direct payment processor. */
export const isHelpHidden = (paymentProcessor: string): boolean => paymentProcessor === 'direct';

/** Is this URL one of the help centre's (a question, a reason, a group, the index)? */
export const isHelpUrl = (url: string): boolean => url === HELP_PATH || url.startsWith(HELP_PATH);
