import { useEffect, useMemo, useRef, useState } from 'react';
import { registry } from '../../blocks';
import { formatDate } from '../../src/format/date';
import type { Page } from '../../src/model';
import type { PageVersionSummary } from '../../src/publishing';
import type { PublishingClient } from '../../src/publishing/client';
import { Button, Dialog, EmptyState, InlineError, Loading } from '../../src/ui';
import { PageRenderer } from '../../runtime/render/PageRenderer';
import { canvasItems, canvasStyles } from '../canvas/Canvas';
import { errorMessageOf } from './errorMessage';

export interface HistoryDialogProps {
  open: boolean;
  divisionId: number;
  pageId: number;
  client: PublishingClient;
  busy: boolean;
  timeZone?: string;
  onClose: () => void;
  onRestore: (number: number) => void;
  onPublish: (number: number) => void;
}

/**
 * The page's published versions, newest first (issue 14): who published each and when,
 * with Preview (drawn here exactly as the canvas draws pages), Restore as draft and
 * Publish this version. Escape closes; focus goes back to the History button.
 */
export function HistoryDialog({
  open,
  divisionId,
  pageId,
  client,
  busy,
  timeZone,
  onClose,
  onRestore,
  onPublish,
}: HistoryDialogProps) {
  const [versions, setVersions] = useState<PageVersionSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ number: number; page: Page } | null>(null);
  const previewRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setVersions(null);
    setError(null);
    setPreview(null);
    client.history(divisionId, pageId).then(
      (list) => live && setVersions(list),
      (failure: unknown) => live && setError(errorMessageOf(failure)),
    );
    return () => {
      live = false;
    };
  }, [open, client, divisionId, pageId]);

  useEffect(() => {
    if (preview) previewRef.current?.focus();
  }, [preview]);

  const showPreview = (number: number) => {
    client.version(divisionId, pageId, number).then(
      (page) => setPreview({ number, page }),
      (failure: unknown) => setError(errorMessageOf(failure)),
    );
  };

  const context = useMemo(
    () => (preview ? { mode: 'preview' as const, page: preview.page, editing: false } : null),
    [preview],
  );

  return (
    <Dialog open={open} title="Version history" onClose={onClose} className="ed-history">
      {error ? <InlineError message={error} /> : null}
      {versions === null && !error ? <Loading label="Loading versions…" skeletonLines={3} /> : null}
      {versions !== null && versions.length === 0 ? (
        <EmptyState text="This page has not been published yet." />
      ) : null}
      {versions !== null && versions.length > 0 ? (
        <ol className="ed-history__list" aria-label="Published versions">
          {versions.map((version) => {
            const name = `Version ${version.number}`;
            return (
              <li key={version.number} className="ed-history__item" aria-label={name}>
                <div>
                  <strong>{name}</strong>
                  <span className="ed-history__meta">
                    {' '}
                    published {formatDate(version.publishedAt, { timeZone })}
                    {version.publishedBy ? ` by ${version.publishedBy.name}` : ''}
                  </span>
                </div>
                <div className="ui-button-row">
                  <Button
                    size="small"
                    aria-label={`Preview version ${version.number}`}
                    aria-pressed={preview?.number === version.number}
                    onClick={() => showPreview(version.number)}
                  >
                    Preview
                  </Button>
                  <Button
                    size="small"
                    aria-label={`Restore as draft (version ${version.number})`}
                    busy={busy}
                    onClick={() => onRestore(version.number)}
                  >
                    Restore as draft
                  </Button>
                  <Button
                    size="small"
                    aria-label={`Publish this version (version ${version.number})`}
                    busy={busy}
                    onClick={() => onPublish(version.number)}
                  >
                    Publish this version
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      {preview && context ? (
        <section
          ref={previewRef}
          tabIndex={-1}
          className="ed-history__preview"
          aria-label={`Preview of version ${preview.number}`}
        >
          <style>{canvasStyles(registry, preview.page.theme ?? 'naked')}</style>
          <div className="ed-canvas sf-app">
            <div
              className="sf-page pb-root"
              style={{
                ['--page-spacing' as string]: `${preview.page.properties.ySpacing.value}px`,
              }}
            >
              <PageRenderer
                blocks={preview.page.blocks}
                registry={registry}
                visibleItems={canvasItems}
                context={context}
              />
            </div>
          </div>
        </section>
      ) : null}
      <div className="ui-dialog__actions">
        <Button onClick={onClose}>Close</Button>
      </div>
    </Dialog>
  );
}
