import { useEffect, useMemo, useState } from 'react';
import { createStudioClient } from '../src/api/studio';
import { CUSTOMISE_IT_MESSAGES, kindNamedIn, type DesignDocument } from '../src/designs';
import { NotFoundError } from '../src/errors';
import { StudioApp, type StudioAppProps } from './StudioApp';
import { studioStyles } from './styles';

export interface StudioEntryProps extends Omit<StudioAppProps, 'initialDocument'> {
  /** The path's `{customiseItUrl}` (a product's urlName), '' when the path has none. */
  customiseItUrl: string;
  /** The alias the path starts with (`/studio`), for the link to a blank design. */
  aliasPath: string;
}

type Start =
  | { state: 'loading' }
  | { state: 'ready'; document: DesignDocument | null }
  | { state: 'missing' }
  | { state: 'failed'; message: string };

/**
 * Opens the studio: with no `customiseItUrl`, blank on the alias's product; with one, on
 * the product it names (its customiseIt design, or its product and colour when it has
 * none). A url that names no product of the store says so, unless it names a base product
 * kind (`plain-hoodie`), which opens blank on that kind.
 */
export function StudioEntry({ customiseItUrl, aliasPath, ...props }: StudioEntryProps) {
  const client = useMemo(() => createStudioClient(props.transport), [props.transport]);
  const [start, setStart] = useState<Start>(
    customiseItUrl ? { state: 'loading' } : { state: 'ready', document: null },
  );

  useEffect(() => {
    if (!customiseItUrl) return;
    let live = true;
    client.start(customiseItUrl).then(
      (answer) => live && setStart({ state: 'ready', document: answer.document }),
      (error: unknown) => {
        if (!live) return;
        if (!(error instanceof NotFoundError))
          setStart({ state: 'failed', message: error instanceof Error ? error.message : '' });
        else if (kindNamedIn(customiseItUrl)) setStart({ state: 'ready', document: null });
        else setStart({ state: 'missing' });
      },
    );
    return () => {
      live = false;
    };
  }, [client, customiseItUrl]);

  if (start.state === 'ready')
    return <StudioApp {...props} initialDocument={start.document ?? undefined} />;
  if (start.state === 'loading') return <p role="status">Loading the design…</p>;
  return (
    <div className="st-studio st-missing">
      <style>{studioStyles}</style>
      <h1 tabIndex={-1}>
        {start.state === 'missing' ? 'Design not found' : 'The design could not be loaded'}
      </h1>
      <p role="alert">
        {start.state === 'missing' ? CUSTOMISE_IT_MESSAGES.notFound : start.message}
      </p>
      <p>
        <a href={`${aliasPath}/`}>Start a new design</a>
      </p>
    </div>
  );
}
