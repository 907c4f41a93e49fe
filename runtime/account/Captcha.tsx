import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { loadAltcha } from './loadAltcha';

/** Where the widget fetches a fresh signed challenge (server/accounts/captcha.ts). */
export const CAPTCHA_CHALLENGE_URL = '/omnis/v3/captcha/challenge/';
/** How long a submit waits for the proof of work before sending without a token. */
const SOLVE_TIMEOUT_MS = 30_000;

export interface CaptchaHandle {
  /**
   * The solved payload for `v3captchaToken`, solving first when the visitor has not
   * started it yet; null when the widget could not load or solve (the server decides).
   */
  token(): Promise<string | null>;
  /** A used payload cannot be sent again: a new one is needed after each attempt. */
  reset(): void;
}

interface AltchaElement extends HTMLElement {
  getState?: () => string;
  verify?: () => void;
  reset?: () => void;
}

const VERIFIED = 'verified';

/**
 * Human verification with ALTCHA, self-hosted: a proof of work solved in a worker, no
 * third party and no network beyond this site. The widget is the library's own accessible
 * checkbox; it starts solving when the form is first focused, so by the time the visitor
 * submits the token is usually ready. Rendered only in the browser (the custom element
 * is created after mount, so server and client HTML match).
 */
export const Captcha = forwardRef<CaptchaHandle>(function Captcha(_props, ref) {
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaElement | null>(null);
  const [failed, setFailed] = useState(false);

  // Resolves with the widget once it is drawn (null if its code could not load), so a
  // submit made before then still waits for it.
  const ready = useRef<{
    promise: Promise<AltchaElement | null>;
    resolve: (element: AltchaElement | null) => void;
  } | null>(null);
  if (ready.current === null) {
    let resolve: (element: AltchaElement | null) => void = () => undefined;
    const promise = new Promise<AltchaElement | null>((done) => (resolve = done));
    ready.current = { promise, resolve };
  }

  useEffect(() => {
    let cancelled = false;
    const signal = ready.current;
    loadAltcha()
      .then(() => {
        if (cancelled || !host.current) return;
        const element = document.createElement('altcha-widget') as AltchaElement;
        element.setAttribute('challenge', CAPTCHA_CHALLENGE_URL);
        element.setAttribute('name', 'v3captchaToken');
        element.setAttribute('auto', 'onfocus');
        element.setAttribute('hidefooter', '');
        host.current.replaceChildren(element);
        widget.current = element;
        signal?.resolve(element);
      })
      .catch(() => {
        setFailed(true);
        signal?.resolve(null);
      });
    return () => {
      cancelled = true;
      widget.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({
    async token() {
      const element = widget.current ?? (await ready.current?.promise) ?? null;
      if (!element) return null;
      if (element.getState?.() !== VERIFIED) await solve(element);
      const input = element.querySelector<HTMLInputElement>('input[name="v3captchaToken"]');
      return element.getState?.() === VERIFIED && input?.value ? input.value : null;
    },
    reset() {
      widget.current?.reset?.();
    },
  }));

  return (
    <div className="sf-captcha" ref={host}>
      {failed ? (
        <p className="sf-form-error" role="alert">
          Human verification could not load. Please reload the page.
        </p>
      ) : null}
    </div>
  );
});

/** Starts the widget's proof of work and waits until it is verified, fails or times out. */
async function solve(element: AltchaElement): Promise<void> {
  // Its methods exist once the element has loaded (a submit can come first).
  if (typeof element.verify !== 'function')
    await new Promise((loaded) => element.addEventListener('load', loaded, { once: true }));
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      element.removeEventListener('statechange', onState);
      resolve();
    };
    const onState = (event: Event) => {
      const state = (event as CustomEvent<{ state: string }>).detail?.state;
      if (state === VERIFIED || state === 'error' || state === 'expired') done();
    };
    const timer = setTimeout(done, SOLVE_TIMEOUT_MS);
    element.addEventListener('statechange', onState);
    if (element.getState?.() !== 'verifying') element.verify?.();
  });
}
