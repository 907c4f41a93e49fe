/**
 * Which screenshots the visual suite takes: every fixture page at xs, md and xl, except
 * the theme variants, taken at xl only. A theme changes colours, fonts and radii, not
 * layout, and the homepage they are made from is already checked at every width; 42
 * themes x 3 widths would triple the suite's run time for no new layout.
 */
import type { Fixture } from '../../fixtures/pages/library';

export const VISUAL_WIDTHS = { xs: 375, md: 768, xl: 1280 } as const;
export type Breakpoint = keyof typeof VISUAL_WIDTHS;

export interface Shot {
  fixture: string;
  breakpoint: Breakpoint;
  width: number;
  /** Relative to tests/visual/baselines/: `homepage.xs.png`, `themes/salt.xl.png`. */
  baseline: string;
}

export function breakpointsFor(fixture: Pick<Fixture, 'kind'>): Breakpoint[] {
  return fixture.kind === 'theme' ? ['xl'] : ['xs', 'md', 'xl'];
}

export function visualPlan(fixtures: readonly Pick<Fixture, 'name' | 'kind'>[]): Shot[] {
  return fixtures.flatMap((fixture) =>
    breakpointsFor(fixture).map((breakpoint) => ({
      fixture: fixture.name,
      breakpoint,
      width: VISUAL_WIDTHS[breakpoint],
      baseline: `${fixture.name}.${breakpoint}.png`,
    })),
  );
}

/** Baseline files no shot of the plan writes any more (a fixture renamed or removed). */
export function staleBaselines(files: readonly string[], plan: readonly Shot[]): string[] {
  const planned = new Set(plan.map((shot) => shot.baseline));
  return files.filter((file) => file.endsWith('.png') && !planned.has(file)).sort();
}
