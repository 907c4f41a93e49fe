import { Button } from '../../src/ui';

/**
 * Under a settings form: why the last save failed (with "Load the current settings" when
 * someone else saved first), or that it was saved. Announced either way.
 */
export function SaveStatus({
  error,
  saved,
  onReload,
}: {
  error: { message: string; stale: boolean } | null;
  saved: boolean;
  onReload: () => void;
}) {
  if (error)
    return (
      <div className="dash-save-status dash-save-status--error" role="alert">
        <p>{error.message}</p>
        {error.stale ? <Button onClick={onReload}>Load the current settings</Button> : null}
      </div>
    );
  return (
    <p className="dash-save-status" role="status">
      {saved ? 'Saved' : ''}
    </p>
  );
}
