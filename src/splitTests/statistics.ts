/**
 * Split-test statistics, pure. Each variation's conversion rate gets a 95% Wilson score
 * interval (sound for small counts and rates near 0 or 1). Which variation is best is
 * Bayesian: each rate's posterior under a uniform prior is Beta(1 + conversions,
 * 1 + visitors - conversions), taken as normal with the same mean and variance, and the
 * probability that a variation beats all others is integrated numerically. Deterministic:
 * the same counts always give the same words.
 */
export interface VariationCounts {
  name: string;
  visitors: number;
  conversions: number;
}

export interface VariationResult extends VariationCounts {
  rate: number;
  interval: { low: number; high: number };
  probabilityBest: number;
}

const Z95 = 1.959963984540054;

/** Standard normal CDF (Abramowitz and Stegun 7.1.26 through erf; error below 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The 95% Wilson score interval of `conversions` out of `visitors`. */
export function wilsonInterval(
  conversions: number,
  visitors: number,
): { low: number; high: number } {
  if (visitors <= 0) return { low: 0, high: 1 };
  const p = conversions / visitors;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * visitors)) / (1 + z2 / visitors);
  const half =
    (Z95 * Math.sqrt((p * (1 - p)) / visitors + z2 / (4 * visitors * visitors))) /
    (1 + z2 / visitors);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

function posterior({ visitors, conversions }: VariationCounts): { mean: number; sd: number } {
  const a = 1 + conversions;
  const b = 1 + Math.max(0, visitors - conversions);
  const mean = a / (a + b);
  return { mean, sd: Math.sqrt((a * b) / ((a + b) ** 2 * (a + b + 1))) };
}

/** P(each variation's rate is the highest), summing to 1. */
export function probabilityBest(variations: readonly VariationCounts[]): number[] {
  if (variations.length === 0) return [];
  if (variations.length === 1) return [1];
  const posteriors = variations.map(posterior);
  const steps = 4000;
  const raw = posteriors.map((own, i) => {
    const low = own.mean - 8 * own.sd;
    const high = own.mean + 8 * own.sd;
    const dx = (high - low) / steps;
    let sum = 0;
    for (let s = 0; s <= steps; s++) {
      const x = low + s * dx;
      const z = (x - own.mean) / own.sd;
      let density = Math.exp(-(z * z) / 2) / (own.sd * Math.sqrt(2 * Math.PI));
      for (let j = 0; j < posteriors.length; j++)
        if (j !== i) density *= normalCdf((x - posteriors[j]!.mean) / posteriors[j]!.sd);
      sum += (s === 0 || s === steps ? 0.5 : 1) * density;
    }
    return sum * dx;
  });
  const total = raw.reduce((a, b) => a + b, 0);
  return raw.map((value) => value / total);
}

export function splitTestResults(variations: readonly VariationCounts[]): VariationResult[] {
  const best = probabilityBest(variations);
  return variations.map((variation, i) => ({
    ...variation,
    rate: variation.visitors > 0 ? variation.conversions / variation.visitors : 0,
    interval: wilsonInterval(variation.conversions, variation.visitors),
    probabilityBest: best[i]!,
  }));
}

/** "12.3%": a rate for people. */
export const percent = (value: number): string => `${Math.round(value * 1000) / 10}%`;

/**
 * The verdict in plain words: "B is better than A with 96% probability" (the likeliest
 * best against each other variation, pairwise), or a note that there is nothing yet.
 */
export function verdicts(variations: readonly VariationCounts[]): string[] {
  if (variations.length < 2) return [];
  if (variations.every((variation) => variation.visitors === 0))
    return ['No visitors yet: the results appear once shoppers see the test.'];
  // A variation nobody has seen cannot be compared: its prior alone would "win".
  if (variations.some((variation) => variation.visitors === 0))
    return ['Not enough visitors yet: every variation needs visitors before they can be compared.'];
  const best = probabilityBest(variations);
  const leader = best.indexOf(Math.max(...best));
  return variations.flatMap((variation, i) => {
    if (i === leader) return [];
    const pair = probabilityBest([variations[leader]!, variation]);
    const chance = Math.round(pair[0]! * 100);
    return [
      `${variations[leader]!.name} is better than ${variation.name} with ${chance}% probability`,
    ];
  });
}
