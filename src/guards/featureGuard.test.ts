import { describe, expect, it } from 'vitest';
import { featureGuard } from './featureGuard';
import { guardState } from './testState';

describe('featureGuard', () => {
  it('lets the visitor through while the feature is on, else /404/', () => {
    const features = (name: string) => name === 'stripe';
    expect(featureGuard('stripe')(guardState({ features }))).toBeNull();
    expect(featureGuard('components')(guardState({ features }))).toEqual({ redirect: '/404/' });
  });
});
