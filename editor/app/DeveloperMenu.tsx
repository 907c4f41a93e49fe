import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, buttonClass } from '../../src/ui';
import type { EditorSession } from './editorSession';

/** A file name from a page title: `Autumn sale` -> `autumn-sale-session.json`. */
export const sessionFileName = (title: string): string =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'page'
  }-session.json`;

/**
 * The developer menu (issue 9): record an editing session (every edit with its timing and
 * the page it started from) and download it as JSON, or open the replay screen.
 */
export function DeveloperMenu({
  session,
  title,
  moduleVersion,
}: {
  session: EditorSession;
  title: string;
  /** The spec's editor module this page is edited with (src/rules: v1 or v3Dev). */
  moduleVersion: string;
}) {
  const [open, setOpen] = useState(false);
  const [recording, setRecording] = useState(session.isRecording());

  const stopAndDownload = () => {
    const recorded = session.stopRecording(title);
    setRecording(false);
    if (!recorded) return;
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(recorded, null, 2)], { type: 'application/json' }),
    );
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: sessionFileName(title),
    });
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="ed-devmenu">
      <Button aria-expanded={open} aria-haspopup="true" onClick={() => setOpen((was) => !was)}>
        Developer{recording ? ' ● Recording' : ''}
      </Button>
      {open ? (
        <div className="ed-devmenu-items" role="group" aria-label="Developer">
          <p className="ed-devmenu-note">Editor module: {moduleVersion}</p>
          {recording ? (
            <Button onClick={stopAndDownload}>Stop recording and download</Button>
          ) : (
            <Button
              onClick={() => {
                session.startRecording();
                setRecording(true);
                setOpen(false);
              }}
            >
              Record session
            </Button>
          )}
          <Link to="/dashboard/replay" className={buttonClass()}>
            Replay a session…
          </Link>
        </div>
      ) : null}
    </div>
  );
}
