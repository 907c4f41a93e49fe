import { useEffect } from 'react';
import type { Consent } from '../../src/rules/consentMode';
import { customCodeRuns, customCodeText, type CustomCode } from '../../src/tracking/customCode';
import { useShopperConsent } from '../consent/useShopperConsent';
import { isThemePreviewMode } from '../app/themePreviewMode';
import { pageNonce } from '../head/pageNonce';

/**
 * The seller's custom code on the storefront: added once to the end of the body, after
 * hydration and only when the shopper's consent lets it run (src/tracking/customCode.ts),
 * never in the theme editor's preview frame. The page editor's canvas draws pages without
 * the shell, so it never gets here.
 */
export function useCustomCode(args: {
  hydrated: boolean;
  code: CustomCode | undefined;
  consent: Consent | null;
}): void {
  const { hydrated, code, consent } = args;
  const text = customCodeText(code);
  const effective = useShopperConsent(consent, hydrated, text !== '');
  const runs =
    hydrated &&
    customCodeRuns({ code: text, consent: effective, editing: isThemePreviewMode(window) });
  useEffect(() => {
    if (!runs) return;
    const holder = document.createElement('div');
    holder.dataset.customCode = '';
    holder.hidden = true;
    // A contextual fragment runs its scripts when added, as the seller's own page would;
    // the page's CSP admits only scripts carrying its nonce, so each gets it.
    const fragment = document.createRange().createContextualFragment(text);
    const nonce = pageNonce();
    if (nonce) for (const script of fragment.querySelectorAll('script')) script.nonce = nonce;
    holder.append(fragment);
    document.body.append(holder);
    // Scripts that already ran cannot be undone; removing the holder keeps a re-run single.
    return () => holder.remove();
  }, [runs, text]);
}
