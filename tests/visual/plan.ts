/**
 * Which screenshots the visual suite takes: every fixture page at xs, md and xl, whole
 * (down to MAX_CAPTURE_HEIGHT); the theme variants only as the first screen of a phone.
 * A theme changes colours, fonts and radii, not layout, and the homepage they are made
 * from is already checked whole at every width: the first screen (header, banner,
 * buttons, text) shows a theme, at a fifth of the time and bytes of 3 full pages each.
 */
import type { Fixture } from '../../fixtures/pages/library';

export const VISUAL_WIDTHS = { xs: 375, md: 768, xl: 1280 } as const;
export type Breakpoint = keyof typeof VISUAL_WIDTHS;

export const VIEWPORT_HEIGHT = 900;
/** A whole page is captured down to this many CSS pixels. */
export const MAX_CAPTURE_HEIGHT = 3000;

export interface Shot {
  fixture: string;
  breakpoint: Breakpoint;
  width: number;
  /** The capture stops here: the first screen (VIEWPORT_HEIGHT) or the whole page (MAX_CAPTURE_HEIGHT). */
  maxHeight: number;
  /** Relative to tests/visual/baselines/: `homepage.xs.png`, `themes/salt.xs.png`. */
  baseline: string;
}

export function visualPlan(fixtures: readonly Pick<Fixture, 'name' | 'kind'>[]): Shot[] {
  return fixtures.flatMap((fixture) => {
    const theme = fixture.kind === 'theme';
    const breakpoints: Breakpoint[] = theme ? ['xs'] : ['xs', 'md', 'xl'];
    return breakpoints.map((breakpoint) => ({
      fixture: fixture.name,
      breakpoint,
      width: VISUAL_WIDTHS[breakpoint],
      maxHeight: theme ? VIEWPORT_HEIGHT : MAX_CAPTURE_HEIGHT,
      baseline: `${fixture.name}.${breakpoint}.png`,
    }));
  });
}

/** Baseline files no shot of the plan writes any more (a fixture renamed or removed). */
export function staleBaselines(files: readonly string[], plan: readonly Shot[]): string[] {
  const planned = new Set(plan.map((shot) => shot.baseline));
  return files.filter((file) => file.endsWith('.png') && !planned.has(file)).sort();
}
