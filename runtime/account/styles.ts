import { themeVar } from '../../themes';

/**
 * The account screens (sign-in, sign-up, verification, terms, password reset): one
 * narrow column in the store's own colours and form theme, with src/ui's field wiring.
 */
export const accountStyles = `
.sf-auth{max-width:28rem}
.sf-auth h1{margin:0 0 .5rem}
.sf-auth .sf-auth-lead{margin:0 0 1.5rem;color:${themeVar('text.muted')}}
.sf-auth .ui-form{display:grid;gap:1rem}
.sf-auth .ui-field{display:grid;gap:.25rem}
.sf-auth .ui-field__label{display:block;font-weight:700}
.sf-auth .ui-field__hint{margin:0;font-size:.875em;color:${themeVar('text.muted')}}
.sf-auth .ui-field__error,.sf-auth .ui-form__message{margin:0;color:${themeVar('error.color')}}
.sf-auth .ui-field[data-invalid] input{border-color:${themeVar('error.color')}}
.sf-auth fieldset{border:0;margin:0;padding:0;display:grid;gap:.5rem}
.sf-auth legend{font-weight:700;margin-bottom:.25rem}
.sf-auth .sf-choice{display:flex;gap:.5rem;align-items:center;font-weight:400}
.sf-auth .sf-choice input{min-height:auto}
.sf-auth .sf-auth-links{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.75rem;margin:1.5rem 0 0}
.sf-auth .sf-link-button{background:none;border:0;padding:0;font:inherit;color:inherit;text-decoration:underline;cursor:pointer}
.sf-auth .sf-auth-note{padding:1rem;border:1px solid ${themeVar('border.color')};border-radius:${themeVar('form.borderRadius')}}
.sf-auth .sf-terms{max-height:18rem;overflow:auto;padding:1rem;border:1px solid ${themeVar('border.color')};font-size:.9375em}
.sf-auth .sf-subdomain{display:flex;align-items:center;gap:.25rem}
.sf-auth .sf-subdomain input{flex:1;min-width:0}
.sf-auth .ui-two-factor__form{display:grid;gap:1rem}
.sf-auth .ui-two-factor__codes{display:grid;grid-template-columns:repeat(2,max-content);gap:.25rem 1.5rem}
.sf-captcha{min-height:3.5rem}
`;
