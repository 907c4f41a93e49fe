/** How the selector labels a preset: its Pro and Dark variants are marked. */
export interface PresetVariant {
  readonly pro: boolean;
  readonly dark: boolean;
}

/** Variants are named by suffix in the spec's preset list: teemillPro, teemillDark, teemillProDark. */
export function presetVariant(name: string): PresetVariant {
  return { pro: /Pro(Dark)?$/.test(name), dark: /Dark$/.test(name) };
}

/** `neonCity` -> `Neon City`, `teemillProDark` -> `Teemill Pro Dark`. */
export function presetLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
