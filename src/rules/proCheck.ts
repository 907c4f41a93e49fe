/**
 * Pro checks: in division 12 (the platform's own division) or the platform's own context
 * the active project's `isPro` decides; anywhere else the store's pro flag does.
 * Company 52 is the bespoke store: its orders start in the bespoke flow.
 */
export const PLATFORM_DIVISION_ID = 12;
export const BESPOKE_COMPANY_ID = 52;

export interface ProCheckContext {
  divisionId: number;
  /** True on the platform's own site rather than a store's. */
  platformContext: boolean;
  /** The project the user works in, when there is one. */
  activeProject: { isPro: boolean } | null;
  store: { pro: boolean };
}

export function isProContext(context: ProCheckContext): boolean {
  if (context.divisionId === PLATFORM_DIVISION_ID || context.platformContext) {
    return context.activeProject?.isPro ?? false;
  }
  return context.store.pro;
}

export const isBespokeStore = (companyId: number): boolean => companyId === BESPOKE_COMPANY_ID;
