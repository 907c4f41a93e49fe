import { useState } from 'react';
import type { ThemePreviewApply } from '../../src/themePreview/protocol';
import { PreviewFrame } from './PreviewFrame';
import { previewSrc } from './previewSrc';

/** The widths the preview shows the store at. */
export const PREVIEW_WIDTHS = [
  { key: 'phone', label: 'Phone', width: 375 },
  { key: 'tablet', label: 'Tablet', width: 768 },
  { key: 'desktop', label: 'Desktop', width: 1280 },
] as const;

type WidthKey = (typeof PREVIEW_WIDTHS)[number]['key'];

export const PREVIEW_PATH_MESSAGE = 'Enter a page of your store, starting with /';

/** The real storefront at phone, tablet or desktop width, on any of its pages. */
export function PreviewPane({ message }: { message: ThemePreviewApply }) {
  const [width, setWidth] = useState<WidthKey>('desktop');
  const [src, setSrc] = useState('/?theme-preview=1');
  const [path, setPath] = useState('/');
  const [error, setError] = useState<string | null>(null);
  const size = PREVIEW_WIDTHS.find((choice) => choice.key === width) ?? PREVIEW_WIDTHS[2];
  return (
    <section className="themes-preview" aria-labelledby="themes-preview-heading">
      <h2 id="themes-preview-heading">Preview</h2>
      <div className="themes-preview-bar">
        <div role="group" aria-label="Preview width" className="themes-widths">
          {PREVIEW_WIDTHS.map((choice) => (
            <button
              key={choice.key}
              type="button"
              className="ui-button ui-button--small"
              aria-pressed={choice.key === width}
              onClick={() => setWidth(choice.key)}
            >
              {choice.label}
            </button>
          ))}
        </div>
        <form
          className="themes-path"
          onSubmit={(event) => {
            event.preventDefault();
            const next = previewSrc(path);
            setError(next ? null : PREVIEW_PATH_MESSAGE);
            if (next) setSrc(next);
          }}
        >
          <label htmlFor="themes-preview-path">Page</label>
          <input
            id="themes-preview-path"
            value={path}
            onChange={(event) => setPath(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'themes-preview-path-error' : undefined}
          />
          <button type="submit" className="ui-button ui-button--small">
            Show
          </button>
          {error ? (
            <p id="themes-preview-path-error" role="alert" className="ui-field__error">
              {error}
            </p>
          ) : null}
        </form>
      </div>
      <div className="themes-preview-stage">
        <PreviewFrame
          src={src}
          title="Store preview"
          message={message}
          className="themes-preview-frame"
          style={{ width: size.width }}
          onPath={setPath}
        />
      </div>
    </section>
  );
}
