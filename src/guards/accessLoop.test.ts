import { describe, expect, it } from 'vitest';
import { ACCESS_LOOP_LIMIT, accessLoopStep } from './accessLoop';

describe('accessLoopStep', () => {
  it('sends the visitor to /404/ on the 100th consecutive failed pass, then counts again', () => {
    expect(ACCESS_LOOP_LIMIT).toBe(100);
    let failures = 0;
    for (let pass = 1; pass < 100; pass++) {
      const step = accessLoopStep(failures, true);
      expect(step.redirect).toBeNull();
      failures = step.failures;
    }
    expect(failures).toBe(99);
    expect(accessLoopStep(failures, true)).toEqual({ failures: 0, redirect: '/404/' });
  });

  it('resets the count when a pass lets the visitor through', () => {
    expect(accessLoopStep(99, false)).toEqual({ failures: 0, redirect: null });
    expect(accessLoopStep(0, true)).toEqual({ failures: 1, redirect: null });
  });
});
