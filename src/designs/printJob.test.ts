import { describe, expect, it } from 'vitest';
import { printJobStatus } from './printJob';

describe('print job status', () => {
  it('is ready with files and no job at work, missing with neither', () => {
    expect(printJobStatus(null, 3)).toStrictEqual({ state: 'ready', label: 'Print files ready' });
    expect(printJobStatus(null, 0)).toStrictEqual({
      state: 'missing',
      label: 'No print files yet: regenerate them',
    });
  });

  it('shows a job at work over the files it is replacing', () => {
    expect(printJobStatus({ state: 'queued' }, 3).state).toBe('queued');
    expect(printJobStatus({ state: 'rendering' }, 0)).toStrictEqual({
      state: 'rendering',
      label: 'Rendering the print files',
    });
  });

  it('says why a job failed; earlier files still stand', () => {
    expect(printJobStatus({ state: 'failed', error: 'design is gone' }, 0)).toStrictEqual({
      state: 'failed',
      label: 'Rendering failed: design is gone',
    });
    expect(printJobStatus({ state: 'failed', error: 'x' }, 2).state).toBe('ready');
  });
});
