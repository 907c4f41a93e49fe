/**
 * The dashboard home's "what to do next" (issue 18). The spec names the first two setup
 * steps (saving a page completes 'homepage' and makes 'collection' current); the rest are
 * ours. Each step is done when the store's own data says the seller did it, never because
 * the step was clicked, so the list stays true however the work was done.
 */
export const SETUP_STEP_CODES = [
  'homepage',
  'collection',
  'product',
  'theme',
  'domain',
  'launch',
] as const;
export type SetupStepCode = (typeof SETUP_STEP_CODES)[number];

/** What the server counts about a store to decide the steps (server/settings/homeRoutes.ts). */
export interface SetupFacts {
  /** Steps the store's setup record marks complete (saving a page writes 'homepage'). */
  completed: readonly string[];
  /** Whether the store has a page at `/`. */
  hasHomepage: boolean;
  collections: number;
  products: number;
  /** Whether the seller saved the store theme at least once. */
  themeSaved: boolean;
  customDomain: string | null;
  /** Open to every shopper: active, not password protected, not coming soon. */
  open: boolean;
}

export interface SetupStep {
  code: SetupStepCode;
  title: string;
  description: string;
  /** Where the seller does it. */
  href: string;
  done: boolean;
}

const STEP_TEXT: Record<SetupStepCode, Omit<SetupStep, 'code' | 'done'>> = {
  homepage: {
    title: 'Build your homepage',
    description: 'Open the page builder and save the page shoppers land on.',
    href: '/dashboard/pages/',
  },
  collection: {
    title: 'Make a collection',
    description: 'Group products so shoppers can browse them.',
    href: '/dashboard/products/',
  },
  product: {
    title: 'Add a product',
    description: 'Make a product from a base product, with its colours and sizes.',
    href: '/dashboard/products/new/',
  },
  theme: {
    title: 'Choose your theme',
    description: 'Pick a theme and set your colours and fonts.',
    href: '/dashboard/themes/',
  },
  domain: {
    title: 'Connect your domain',
    description: 'Shoppers find you at your own address.',
    href: '/dashboard/settings/domain/',
  },
  launch: {
    title: 'Open your store',
    description: 'Turn off the password and the coming-soon page.',
    href: '/dashboard/settings/access/',
  },
};

function isDone(code: SetupStepCode, facts: SetupFacts): boolean {
  switch (code) {
    case 'homepage':
      return facts.completed.includes('homepage') && facts.hasHomepage;
    case 'collection':
      return facts.collections > 0;
    case 'product':
      return facts.products > 0;
    case 'theme':
      return facts.themeSaved;
    case 'domain':
      return facts.customDomain !== null && facts.customDomain !== '';
    case 'launch':
      return facts.open;
  }
}

/** Every step in order, each marked done or not. */
export function setupSteps(facts: SetupFacts): SetupStep[] {
  return SETUP_STEP_CODES.map((code) => ({ code, ...STEP_TEXT[code], done: isDone(code, facts) }));
}

/** The step to do next: the first one not done, in order; null when all are done. */
export function nextSetupStep(steps: readonly SetupStep[]): SetupStep | null {
  return steps.find((step) => !step.done) ?? null;
}
