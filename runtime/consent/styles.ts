import { themeVar } from '../../themes';
import { BOTTOM_NAV_HEIGHT } from '../shell/bottomNav';

/** The cookie banner: fixed at the bottom (above the bottom bar on phones), so nothing shifts. */
export const consentStyles = `
.sf-consent{position:fixed;z-index:60;left:1rem;right:1rem;bottom:calc(${BOTTOM_NAV_HEIGHT} + 1rem);max-width:40rem;margin:0 auto;padding:1rem 1.25rem;background:${themeVar('page.background')};color:${themeVar('text.color')};border:1px solid ${themeVar('border.color')};border-radius:${themeVar('form.borderRadius')};box-shadow:0 8px 32px rgba(0,0,0,.18)}
@media (min-width:992px){.sf-consent{bottom:1rem}}
.sf-consent-title{margin:0 0 .25rem;font-size:1.125rem}
.sf-consent-message{margin:0 0 .75rem}
.sf-consent-actions{display:flex;flex-wrap:wrap;gap:.5rem}
.sf-consent-preferences fieldset{border:0;margin:0 0 .75rem;padding:0;display:grid;gap:.5rem}
.sf-consent-preferences legend{font-weight:700;margin-bottom:.25rem;padding:0}
.sf-consent-preferences label{display:flex;gap:.5rem;align-items:flex-start}
.sf-consent-preferences input{width:1.125rem;height:1.125rem;margin:.125rem 0 0;accent-color:${themeVar('primary.color')}}
`;
