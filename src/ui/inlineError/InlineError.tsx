import { Button } from '../button/Button';

export interface InlineErrorProps {
  /** The failure's message, as src/errors chose it for the status. */
  message: string;
  /** Loads again; without it there is no button (nothing to retry). */
  onRetry?: () => void;
  /** The retry button's words; "Try again" by default. */
  retryLabel?: string;
  className?: string;
}

/** A failure shown in place of what failed to load, announced as an alert, with a retry. */
export function InlineError({
  message,
  onRetry,
  retryLabel = 'Try again',
  className,
}: InlineErrorProps) {
  return (
    <div role="alert" className={className ? `ui-inline-error ${className}` : 'ui-inline-error'}>
      <p className="ui-inline-error__message">{message}</p>
      {onRetry ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
    </div>
  );
}
