import { describe, expect, it } from 'vitest';
import { OUTBOX_PATH, editorPath, mailPreviewPath } from './paths';

describe('mail screen paths', () => {
  it('sit under /dashboard/ with trailing slashes, as the dashboard router expects', () => {
    expect([mailPreviewPath(42), editorPath(42), OUTBOX_PATH]).toStrictEqual([
      '/dashboard/pages/42/mail/',
      '/dashboard/pages/42/edit/',
      '/dashboard/outbox/',
    ]);
  });
});
