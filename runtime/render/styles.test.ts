import { describe, expect, it } from 'vitest';
import { toContainerQueries } from './styles';

describe('toContainerQueries', () => {
  it('turns min-width breakpoints into container queries on the page container', () => {
    expect(toContainerQueries('@media (min-width: 768px){.a{b:c}}')).toBe(
      '@container pb (min-width: 768px){.a{b:c}}',
    );
    expect(toContainerQueries('@media(min-width:576px){x{}}')).toBe(
      '@container pb (min-width:576px){x{}}',
    );
  });
  it('turns max-width breakpoints into container queries too', () => {
    expect(toContainerQueries('@media (max-width: 575.98px){.a{b:c}}')).toBe(
      '@container pb (max-width: 575.98px){.a{b:c}}',
    );
  });
  it('leaves other media queries alone', () => {
    expect(toContainerQueries('@media (prefers-reduced-motion: reduce){x{}}')).toBe(
      '@media (prefers-reduced-motion: reduce){x{}}',
    );
  });
});
