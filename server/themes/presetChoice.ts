import { presetNames } from '../../themes';

/** Pro presets (name contains `Pro`, e.g. teemillPro, teemillProDark) need the Pro plan. */
export const isProPreset = (name: string): boolean => /Pro(Dark)?$/.test(name);

/** The presets a store may choose: every non-deprecated one, Pro ones only on the Pro plan. */
export function presetsForPlan(pro: boolean): string[] {
  return presetNames.filter((name) => pro || !isProPreset(name));
}
