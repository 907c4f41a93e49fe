export interface LoadingProps {
  /** What is loading, said to screen readers and shown: "Loading pages…". */
  label: string;
  /** Grey placeholder lines drawn under the label while the content loads (0 for none). */
  skeletonLines?: number;
  className?: string;
}

/**
 * A loading state: a polite status with the label, then optional skeleton lines, hidden
 * from screen readers, in the shape of what is coming so the page does not jump.
 */
export function Loading({ label, skeletonLines = 0, className }: LoadingProps) {
  return (
    <div className={className ? `ui-loading ${className}` : 'ui-loading'}>
      <p className="ui-loading__label" role="status">
        {label}
      </p>
      {skeletonLines > 0 ? (
        <div className="ui-skeleton" aria-hidden="true" data-testid="skeleton">
          {Array.from({ length: skeletonLines }, (_, index) => (
            <span key={index} className="ui-skeleton__line" />
          ))}
        </div>
      ) : null}
    </div>
  );
}
