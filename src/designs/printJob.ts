/**
 * What the back-office shows of an ordered design's print job: the files are there, the
 * job is waiting or rendering, it failed (with why), or there are no files and no job
 * (rendering was lost with a restarted process, or never ran): regenerating makes them.
 * The live state comes from the process's print queue; the files from storage.
 */
export type PrintJobLiveState = 'queued' | 'rendering' | 'failed';
export type PrintJobState = PrintJobLiveState | 'ready' | 'missing';

export interface PrintJobStatus {
  state: PrintJobState;
  label: string;
}

export const PRINT_JOB_LABELS: Record<PrintJobState, string> = {
  ready: 'Print files ready',
  queued: 'Waiting in the print queue',
  rendering: 'Rendering the print files',
  failed: 'Rendering failed',
  missing: 'No print files yet: regenerate them',
};

export function printJobStatus(
  live: { state: PrintJobLiveState; error?: string } | null,
  fileCount: number,
): PrintJobStatus {
  // A job at work outranks files from an earlier run: they are about to be replaced.
  const state: PrintJobState = live
    ? live.state === 'failed' && fileCount > 0
      ? 'ready'
      : live.state
    : fileCount > 0
      ? 'ready'
      : 'missing';
  const label = PRINT_JOB_LABELS[state];
  return { state, label: state === 'failed' && live?.error ? `${label}: ${live.error}` : label };
}
