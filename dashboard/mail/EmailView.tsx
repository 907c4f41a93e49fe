import { useState } from 'react';
import { Button, TabList, TabPanel, Toolbar, useTabIds } from '../../src/ui';

/**
 * Widths an email is previewed at: a desktop mail client's reading pane (600px, the
 * common design width) and a phone (375px, an iPhone's CSS width).
 */
export const PREVIEW_WIDTHS = { desktop: 600, mobile: 375 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

const EMAIL_TABS = [
  { key: 'html', label: 'Email' },
  { key: 'text', label: 'Plain text' },
] as const;

export interface EmailViewProps {
  subject: string;
  html: string;
  text: string;
}

/**
 * One email as a reader gets it: the HTML in a sandboxed frame at desktop or mobile
 * width, or the plain-text alternative, in tabs. The frame is `sandbox=""` with the HTML
 * as `srcdoc`: no scripts, no same-origin access, no navigation of the dashboard, so the
 * seller's mail cannot touch the dashboard even if something got through.
 */
export function EmailView({ subject, html, text }: EmailViewProps) {
  const ids = useTabIds();
  const [tab, setTab] = useState<'html' | 'text'>('html');
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  return (
    <div className="mail-view">
      <div className="mail-view__bar">
        <TabList
          label="Email version"
          className="tabs"
          tabs={EMAIL_TABS}
          active={tab}
          onSelect={setTab}
          ids={ids}
        />
        {tab === 'html' ? (
          <Toolbar label="Preview width">
            {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((name) => (
              <Button
                key={name}
                size="small"
                aria-pressed={width === name}
                onClick={() => setWidth(name)}
              >
                {name === 'desktop' ? 'Desktop' : 'Mobile'} ({PREVIEW_WIDTHS[name]}px)
              </Button>
            ))}
          </Toolbar>
        ) : null}
      </div>
      {tab === 'html' ? (
        <TabPanel ids={ids} tab="html" className="mail-view__stage">
          <iframe
            className="mail-view__frame"
            title={`Email preview: ${subject}`}
            sandbox=""
            srcDoc={html}
            width={PREVIEW_WIDTHS[width]}
            style={{ width: `${PREVIEW_WIDTHS[width]}px` }}
            data-width={width}
          />
        </TabPanel>
      ) : (
        <TabPanel ids={ids} tab="text" className="mail-view__stage">
          <pre className="mail-view__text" tabIndex={0}>
            {text}
          </pre>
        </TabPanel>
      )}
    </div>
  );
}
