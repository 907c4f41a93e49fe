import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { recoverFromChunkFailure } from '../app/recoverChunk';
import { FailedToLoadScreen } from './FailedToLoadScreen';

/**
 * Shown when a route fails unexpectedly: the failed-to-load screen. A route whose code
 * failed to load (a deploy replaced it) reloads the page by the chunk-load rule instead.
 */
export function ErrorScreen({ error }: Partial<ErrorComponentProps>) {
  useEffect(() => {
    recoverFromChunkFailure(error);
  }, [error]);
  return <FailedToLoadScreen />;
}
