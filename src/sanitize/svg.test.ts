import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './svg';

describe('sanitizeSvg', () => {
  it('keeps shapes and drops scripts and handlers', () => {
    const clean = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10" fill="red" onload="alert(2)"/></svg>',
    );
    expect(clean).toContain('<rect');
    expect(clean).not.toContain('script');
    expect(clean).not.toContain('onload');
  });
});
