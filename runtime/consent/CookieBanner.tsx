import { useEffect, useId, useRef, useState } from 'react';
import {
  ACCEPT_ALL,
  ESSENTIAL_ONLY,
  consentCookie,
  readConsent,
  shouldAskConsent,
  type Consent,
} from '../../src/rules/consent';
import { useHydrated } from '../../src/ui/useHydrated';
import { useServices } from '../app/ServicesContext';
import { applyConsent, applyConsentDefaults } from './consentMode';

export const DEFAULT_COOKIE_MESSAGE =
  'We use essential cookies to run this shop, and, with your consent, cookies that help us understand how it is used and measure our marketing.';

/**
 * The cookie banner of the store's cookie-policy plugin: the plugin's message, Accept all,
 * Essential only (when the plugin allows it) and Preferences (analytics and advertising
 * each on or off). The choice is remembered for a year and applied to Consent Mode; until
 * then everything optional stays denied. It asks only after hydration (the server cannot
 * know the choice of a cached page), sits fixed at the bottom so nothing shifts, takes no
 * focus until used, and gives focus back to the page when it closes.
 */
export function CookieBanner({
  onDecided,
  editing = false,
  onClose,
}: {
  onDecided?: (consent: Consent) => void;
  /** Reopened from the footer's "Cookie preferences": the switches, set to the current choice. */
  editing?: boolean;
  /** Editing ended (saved or cancelled): the opener takes focus back. */
  onClose?: () => void;
} = {}) {
  const { coreData } = useServices();
  const hydrated = useHydrated();
  const plugin = coreData.state.subdomain.plugins['cookie-policy'];
  const [asking, setAsking] = useState(false);
  const [preferences, setPreferences] = useState(editing);
  const [choice, setChoice] = useState<Consent>(ESSENTIAL_ONLY);
  const titleId = useId();
  const firstChoice = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!hydrated) return;
    applyConsentDefaults();
    const remembered = readConsent(document.cookie);
    if (remembered) applyConsent(remembered);
    if (editing) {
      setChoice(remembered ?? ESSENTIAL_ONLY);
      setAsking(true);
      return;
    }
    const cgi = new URLSearchParams(window.location.search).get('cgi');
    setAsking(shouldAskConsent({ hasCookiePolicy: Boolean(plugin), consent: remembered, cgi }));
  }, [hydrated, plugin, editing]);

  useEffect(() => {
    if (asking && preferences) firstChoice.current?.focus();
  }, [asking, preferences]);

  if (!asking) return null;

  const decide = (consent: Consent) => {
    document.cookie = consentCookie(consent, window.location.protocol === 'https:');
    applyConsent(consent);
    setAsking(false);
    onDecided?.(consent);
    if (editing) onClose?.();
    else document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <section
      className="sf-consent"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (editing && event.key === 'Escape') onClose?.();
      }}
    >
      <h2 id={titleId} className="sf-consent-title">
        Cookies
      </h2>
      <p className="sf-consent-message">
        {plugin?.message || DEFAULT_COOKIE_MESSAGE}{' '}
        <a href="/use-of-cookies-and-disclaimer/">About cookies</a>
      </p>
      {preferences ? (
        <form
          className="sf-consent-preferences"
          onSubmit={(event) => {
            event.preventDefault();
            decide(choice);
          }}
        >
          <fieldset>
            <legend>Choose which cookies we may use</legend>
            <label>
              <input type="checkbox" checked disabled /> Essential: basket, sign-in and security
              (always on)
            </label>
            <label>
              <input
                ref={firstChoice}
                type="checkbox"
                checked={choice.analytics === 'granted'}
                onChange={(event) =>
                  setChoice({ ...choice, analytics: event.target.checked ? 'granted' : 'denied' })
                }
              />{' '}
              Analytics: how the shop is used
            </label>
            <label>
              <input
                type="checkbox"
                checked={choice.ads === 'granted'}
                onChange={(event) =>
                  setChoice({ ...choice, ads: event.target.checked ? 'granted' : 'denied' })
                }
              />{' '}
              Advertising: measuring and personalising our ads
            </label>
          </fieldset>
          <div className="sf-consent-actions">
            <button type="submit" className="sf-button">
              Save preferences
            </button>
            <button
              type="button"
              className="sf-button sf-button-secondary"
              onClick={() => decide(ACCEPT_ALL)}
            >
              Accept all
            </button>
            {editing ? (
              <button
                type="button"
                className="sf-button sf-button-secondary"
                onClick={() => onClose?.()}
              >
                Cancel
              </button>
            ) : null}
          </div>
        </form>
      ) : (
        <div className="sf-consent-actions">
          <button type="button" className="sf-button" onClick={() => decide(ACCEPT_ALL)}>
            Accept all
          </button>
          {plugin?.allowEssentialOnly ? (
            <button
              type="button"
              className="sf-button sf-button-secondary"
              onClick={() => decide(ESSENTIAL_ONLY)}
            >
              Essential only
            </button>
          ) : null}
          <button
            type="button"
            className="sf-button sf-button-secondary"
            aria-expanded={false}
            onClick={() => setPreferences(true)}
          >
            Preferences
          </button>
        </div>
      )}
    </section>
  );
}
