import { z } from 'zod';

export const MAX_PRO_BENEFITS = 12;

const benefit = z.object({
  title: z.string().default(''),
  copy: z.string().default(''),
});
export type ProBenefit = z.output<typeof benefit>;

/** What a Pro plan adds (custom domains, Pro themes, Pro blocks, the pro chat group). */
export const DEFAULT_PRO_BENEFITS: readonly ProBenefit[] = [
  {
    title: 'Your own domain',
    copy: 'Connect a custom domain so shoppers find your store at your own address.',
  },
  {
    title: 'Pro themes',
    copy: 'Unlock the Pro theme variants and make your store unmistakably yours.',
  },
  { title: 'Custom HTML', copy: 'Add your own HTML to any page with the HTML block.' },
  { title: 'Priority support', copy: 'Chat with the Pro support team whenever you need a hand.' },
];

export const proBenefitsProperties = z.object({
  title: z.string().default('Go Pro'),
  copy: z.string().default('Everything you need to grow your brand.'),
  benefits: z
    .array(benefit)
    .max(MAX_PRO_BENEFITS)
    .default(() => DEFAULT_PRO_BENEFITS.map((item) => ({ ...item }))),
  buttonText: z.string().default('Upgrade to Pro'),
  /** The plans page of the platform; empty hides the button. */
  href: z.string().default(''),
});

export type ProBenefitsProperties = z.output<typeof proBenefitsProperties>;

/** Benefits worth showing: a benefit without a title says nothing. */
export function visibleBenefits(benefits: readonly ProBenefit[]): ProBenefit[] {
  return benefits.filter((item) => item.title.trim() !== '');
}

/** The call to action shows only with both a label and a destination. */
export function hasCallToAction(
  properties: Pick<ProBenefitsProperties, 'buttonText' | 'href'>,
): boolean {
  return properties.buttonText.trim() !== '' && properties.href.trim() !== '';
}
