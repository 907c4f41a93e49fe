import type { LayoutName } from '../../src/model';
import type { OperatorMode } from './headerRules';

/** The navigation bar is 3rem high. */
export const BOTTOM_NAV_HEIGHT = '3rem';

/**
 * The bottom navigation bar is an extra region: hidden whenever the operator mode is not
 * default, and in the layouts that draw no chrome (blank,
 * studio). Its CSS shows it below the md breakpoint only, where the header has no menu.
 */
export const showsBottomNav = (mode: OperatorMode, layout: LayoutName): boolean =>
  mode === 'default' && layout !== 'blank' && layout !== 'studio';
