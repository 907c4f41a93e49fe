import { baseTheme, type ThemeKey } from '../../themes';
import { themeValueKind, type ThemeValueKind } from '../../themes/themeValue';

/** The control a theme key is edited with. */
export type FieldKind = ThemeValueKind;

export interface ThemeField {
  readonly key: ThemeKey;
  readonly kind: FieldKind;
}

export interface ThemeFieldGroup {
  /** The group's name as the spec lists it. */
  readonly label: string;
  readonly fields: readonly ThemeField[];
}

/** The spec's theme groups, in its order, with the key prefix each one covers. */
const GROUPS: readonly (readonly [label: string, prefix: string])[] = [
  ['primary', 'primary'],
  ['page background', 'page'],
  ['heading1', 'heading1'],
  ['heading2', 'heading2'],
  ['heading3', 'heading3'],
  ['text', 'text'],
  ['menu', 'menu'],
  ['image', 'image'],
  ['banner', 'banner'],
  ['button', 'button'],
  ['feature', 'feature'],
  ['quote', 'quote'],
  ['announcement', 'announcement'],
  ['card', 'card'],
  ['newsletter', 'newsletter'],
  ['gate', 'gate'],
  ['footer', 'footer'],
  ['form', 'form'],
  ['tag', 'tag'],
  ['box', 'box'],
  ['border', 'border'],
  ['chat', 'chat'],
  ['status', 'status'],
  ['error', 'error'],
];

/** Keys outside the spec's groups (the default shadow, the default video id). */
const OTHER_LABEL = 'other';

/** Classified by the key's last segment (themes/themeValue.ts, shared with the server). */
export const fieldKind = (key: ThemeKey): FieldKind => themeValueKind(key);

const prefixOf = (key: string): string => key.slice(0, key.indexOf('.'));

/** Every theme key once, in the spec's groups (announcement.v2 sits with announcement). */
export function themeFieldGroups(): ThemeFieldGroup[] {
  const keys = Object.keys(baseTheme) as ThemeKey[];
  const prefixes = new Set(GROUPS.map(([, prefix]) => prefix));
  const toField = (key: ThemeKey): ThemeField => ({ key, kind: fieldKind(key) });
  const groups = GROUPS.map(([label, prefix]) => ({
    label,
    fields: keys.filter((key) => prefixOf(key) === prefix).map(toField),
  }));
  const other = keys.filter((key) => !prefixes.has(prefixOf(key))).map(toField);
  return other.length > 0 ? [...groups, { label: OTHER_LABEL, fields: other }] : groups;
}
