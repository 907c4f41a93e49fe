/**
 * Every preset, one file each. The order of `presets` is the order of the product's list
 * of presets, which is the order a theme picker shows them in.
 */
import type { ThemeDefinition } from '../types';
import { academia } from './academia';
import { angelo } from './angelo';
import { apothecary } from './apothecary';
import { atlantic } from './atlantic';
import { atlas } from './atlas';
import { atlasDark } from './atlasDark';
import { boho } from './boho';
import { bubble } from './bubble';
import { california } from './california';
import { charcoal } from './charcoal';
import { clay } from './clay';
import { daze } from './daze';
import { deepSpace } from './deepSpace';
import { dunes } from './dunes';
import { gallery } from './gallery';
import { good } from './good';
import { joy } from './joy';
import { lux } from './lux';
import { mocha } from './mocha';
import { municipal } from './municipal';
import { naked } from './naked';
import { neonCity } from './neonCity';
import { nordic } from './nordic';
import { outland } from './outland';
import { popart } from './popart';
import { popsicle } from './popsicle';
import { punch } from './punch';
import { quiet } from './quiet';
import { salt } from './salt';
import { simply } from './simply';
import { sol } from './sol';
import { spring } from './spring';
import { teemill } from './teemill';
import { teemillDark } from './teemillDark';
import { teemillPro } from './teemillPro';
import { teemillProDark } from './teemillProDark';
import { tokyo } from './tokyo';
import { tropic } from './tropic';
import { vantage } from './vantage';
import { verde } from './verde';
import { wanderlust } from './wanderlust';
import { wildWood } from './wildWood';

/** The presets a store may choose, in the spec's order. */
export const presets = [
  naked,
  punch,
  outland,
  daze,
  joy,
  tropic,
  simply,
  charcoal,
  verde,
  spring,
  academia,
  dunes,
  angelo,
  neonCity,
  salt,
  atlantic,
  california,
  municipal,
  nordic,
  popart,
  wildWood,
  wanderlust,
  gallery,
  apothecary,
  popsicle,
  good,
  bubble,
  quiet,
  sol,
  clay,
  lux,
  teemill,
  teemillPro,
  teemillDark,
  teemillProDark,
  atlas,
  atlasDark,
] as const satisfies readonly ThemeDefinition[];

/** Presets kept for stores that already use them: resolvable and rendered, never offered. */
export const deprecatedPresets = [
  deepSpace,
  vantage,
  tokyo,
  mocha,
  boho,
] as const satisfies readonly ThemeDefinition[];

export type PresetName = (typeof presets)[number]['name'];
export type DeprecatedPresetName = (typeof deprecatedPresets)[number]['name'];
export type ThemeName = PresetName | DeprecatedPresetName;

/** How many presets a store may choose from (deprecated ones not counted). */
export const PRESET_COUNT = presets.length;
