import { useEffect, useState } from 'react';
import { readConsent } from '../../src/rules/consent';
import type { Consent } from '../../src/rules/consentMode';

/**
 * The shopper's consent choice: the one the core data carries, else their consent cookie,
 * read once hydrated (a cached page's core data cannot know who is looking). Null until
 * they have chosen. `enabled` false skips the read (nothing to decide).
 */
export function useShopperConsent(
  consent: Consent | null,
  hydrated: boolean,
  enabled = true,
): Consent | null {
  const [fromCookie, setFromCookie] = useState<Consent | null>(null);
  useEffect(() => {
    if (hydrated && enabled && consent === null) setFromCookie(readConsent(document.cookie));
  }, [hydrated, enabled, consent]);
  return consent ?? fromCookie;
}
