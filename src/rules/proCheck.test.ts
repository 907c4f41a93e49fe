import { describe, expect, it } from 'vitest';
import { BESPOKE_COMPANY_ID, PLATFORM_DIVISION_ID, isBespokeStore, isProContext } from './proCheck';

const context = (overrides: Partial<Parameters<typeof isProContext>[0]>) => ({
  divisionId: 7,
  platformContext: false,
  activeProject: { isPro: true },
  store: { pro: false },
  ...overrides,
});

describe('isProContext', () => {
  it('uses the store pro flag in an ordinary store', () => {
    expect(isProContext(context({}))).toBe(false);
    expect(isProContext(context({ store: { pro: true }, activeProject: null }))).toBe(true);
  });

  it('uses the active project isPro in division 12', () => {
    expect(PLATFORM_DIVISION_ID).toBe(12);
    expect(isProContext(context({ divisionId: 12 }))).toBe(true);
    expect(
      isProContext(
        context({ divisionId: 12, activeProject: { isPro: false }, store: { pro: true } }),
      ),
    ).toBe(false);
  });

  it('uses the active project isPro in the platform context, false without one', () => {
    expect(isProContext(context({ platformContext: true }))).toBe(true);
    expect(
      isProContext(context({ platformContext: true, activeProject: null, store: { pro: true } })),
    ).toBe(false);
  });
});

describe('isBespokeStore', () => {
  it('is company 52 only', () => {
    expect(BESPOKE_COMPANY_ID).toBe(52);
    expect(isBespokeStore(52)).toBe(true);
    expect(isBespokeStore(12)).toBe(false);
  });
});
