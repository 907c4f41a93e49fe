import { describe, expect, it } from 'vitest';
import { fontStylesheetUrls } from './fontLinks';

describe('fontStylesheetUrls', () => {
  it('maps catalogue fonts to the self-hosted stylesheets and skips unknown ones', () => {
    expect(fontStylesheetUrls(['Lato', 'Nope'])).toEqual([
      '/fonts/lato/400.css',
      '/fonts/lato/700.css',
    ]);
  });
});
