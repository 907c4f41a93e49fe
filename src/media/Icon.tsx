import { z } from 'zod';

/**
 * Icons are Font Awesome names (`truck`, `gift`): the storefront loads the Font Awesome
 * kit (feature flag `fontawesome`, storefront section 4) and an icon is its class names.
 * Names are limited to what a class may hold, so a name cannot inject markup or classes.
 */
export const ICON_MESSAGE = 'Invalid icon name';
export const iconSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]*$/, ICON_MESSAGE);

export type IconSet = 'solid' | 'regular' | 'brands';

export interface IconProps {
  name: string;
  set?: IconSet;
  className?: string;
  color?: string;
}

/** A decorative icon (hidden from assistive technology: its text says what it means). */
export function Icon({ name, set = 'solid', className, color }: IconProps) {
  if (!iconSchema.safeParse(name).success || name === '') return null;
  const classes = [`fa-${set}`, `fa-${name}`, className].filter(Boolean).join(' ');
  return <i className={classes} aria-hidden="true" style={color ? { color } : undefined} />;
}
