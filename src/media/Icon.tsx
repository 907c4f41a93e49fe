/**
 * Icons are Font Awesome names (`truck`, `gift`): the storefront loads the Font Awesome
 * kit (feature flag `fontawesome`, on by default) and an icon is its class names.
 * Names are limited to what a class may hold, so a name cannot inject markup or classes.
 */
export const ICON_MESSAGE = 'Invalid icon name';
/** What an icon name may hold (the schema in iconSchema.ts and the component share it). */
export const ICON_NAME = /^[a-z0-9-]*$/;

export type IconSet = 'solid' | 'regular' | 'brands';

export interface IconProps {
  name: string;
  set?: IconSet;
  className?: string;
  color?: string;
}

/** A decorative icon (hidden from assistive technology: its text says what it means). */
export function Icon({ name, set = 'solid', className, color }: IconProps) {
  // No zod here: this renders in the shopper's browser, which should not load a schema library.
  if (name === '' || !ICON_NAME.test(name)) return null;
  const classes = [`fa-${set}`, `fa-${name}`, className].filter(Boolean).join(' ');
  return <i className={classes} aria-hidden="true" style={color ? { color } : undefined} />;
}
