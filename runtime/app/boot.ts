/** Core data failure: the failed-to-load screen appears 1 second after the failure. */
export const FAILURE_SCREEN_DELAY_MS = 1_000;

/**
 * Starts the storefront in the browser. Core data travels inside the server's HTML; when
 * the browser cannot read it (a truncated or altered response) or the app cannot start
 * from it, core data has failed to load: after 1 second the full-page failed-to-load
 * screen replaces the page, offering Reload.
 */
export async function bootStorefront<S>(steps: {
  readState: () => S;
  start: (state: S) => void;
  showFailure: (error: unknown) => void;
  wait: (ms: number) => Promise<void>;
}): Promise<'started' | 'failed'> {
  try {
    steps.start(steps.readState());
    return 'started';
  } catch (error) {
    await steps.wait(FAILURE_SCREEN_DELAY_MS);
    steps.showFailure(error);
    return 'failed';
  }
}
