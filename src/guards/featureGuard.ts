import { NOT_FOUND_PATH } from './targets';
import type { Guard } from './types';

/** A route behind a feature flag: while the feature is off, /404/. */
export const featureGuard =
  (name: string): Guard =>
  ({ features }) =>
    features(name) ? null : { redirect: NOT_FOUND_PATH };
