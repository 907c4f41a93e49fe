import { useEffect, useRef } from 'react';
import { Button } from '../../src/ui';

/** The codes as the downloaded file holds them: a line of explanation, then one per line. */
export function recoveryCodesText(codes: readonly string[]): string {
  return [
    'Recovery codes: each signs you in once if you lose your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

function download(codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'recovery-codes.txt';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * New recovery codes, shown this once (the server keeps only their hashes): a list to
 * copy, a .txt to download, and a button to put them away. Focus moves to the heading so
 * a screen reader hears them arrive.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="account-codes">
      <h3 ref={heading} tabIndex={-1}>
        Your recovery codes
      </h3>
      <p>
        Keep these somewhere safe. Each one signs you in once without your app. They are shown only
        now.
      </p>
      <ol className="account-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="account-actions">
        <Button onClick={() => download(codes)}>Download as .txt</Button>
        <Button variant="primary" onClick={onDone}>
          I have saved my codes
        </Button>
      </div>
    </div>
  );
}
