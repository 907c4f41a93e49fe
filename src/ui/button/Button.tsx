import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';
export type ButtonSize = 'small' | 'medium';

export interface ButtonLook {
  /** `secondary` by default; one `primary` per screen or dialog. */
  variant?: ButtonVariant;
  /** `medium` by default; `small` in table rows and dense bars. */
  size?: ButtonSize;
}

/** The class list of the look, for a link that must look like a button. */
export function buttonClass({ variant = 'secondary', size = 'medium' }: ButtonLook = {}): string {
  const classes = ['ui-button'];
  if (variant !== 'secondary') classes.push(`ui-button--${variant}`);
  if (size !== 'medium') classes.push(`ui-button--${size}`);
  return classes.join(' ');
}

export interface ButtonProps extends ButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Its action is running: clicks do nothing (a submit does not submit again). The button
   * stays focusable (aria-disabled, not disabled) so a screen reader user keeps their place.
   */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The one button of the apps: `type="button"` unless told otherwise. */
export function Button({
  variant,
  size,
  busy = false,
  className,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const look = buttonClass({ variant, size });
  return (
    <button
      {...rest}
      type={type}
      className={className ? `${look} ${className}` : look}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
