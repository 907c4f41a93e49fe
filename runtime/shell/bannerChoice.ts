import type { LayoutName, StoreState } from '../../src/model';

export type BannerChoice =
  | {
      kind: 'sitewide';
      text: string;
      href: string | null;
      backgroundColor: string | null;
      textColor: string | null;
    }
  | {
      kind: 'christmas';
      text: string;
      dates: StoreState['christmasCutoffDates'];
      backgroundColor: string;
      textColor: string;
    }
  | null;

/** The Christmas banner's default colours: background #9E1919, white text. */
export const CHRISTMAS_BANNER_DEFAULTS = {
  backgroundColor: '#9E1919',
  textColor: '#FFFFFF',
} as const;

/**
 * Which announcement banner shows: the sitewide banner if enabled;
 * else the Christmas banner if its content is shown, cut-off dates exist, the layout is
 * not studio and the banner is not disabled; else none.
 */
export function chooseBanner(state: StoreState, layout: LayoutName): BannerChoice {
  const { sitewideBanner, plugins } = state.subdomain;
  if (sitewideBanner.enabled) {
    return {
      kind: 'sitewide',
      text: sitewideBanner.text,
      href: sitewideBanner.href,
      backgroundColor: sitewideBanner.backgroundColor,
      textColor: sitewideBanner.textColor,
    };
  }
  const christmas = plugins['christmas-banner'];
  if (
    state.christmasContent.show &&
    state.christmasCutoffDates.length > 0 &&
    layout !== 'studio' &&
    !christmas?.disabled
  ) {
    return {
      kind: 'christmas',
      text: state.christmasContent.text,
      dates: state.christmasCutoffDates,
      backgroundColor: christmas?.backgroundColor ?? CHRISTMAS_BANNER_DEFAULTS.backgroundColor,
      textColor: christmas?.textColor ?? CHRISTMAS_BANNER_DEFAULTS.textColor,
    };
  }
  return null;
}

/** The password-protected banner shows when the store is native (the live storefront) and protected. */
export const showsPasswordBanner = (
  mode: 'native' | 'preview',
  passwordProtected: boolean,
): boolean => mode === 'native' && passwordProtected;
