import { themeVar } from '../../themes';

/** The subscriber offer's dialog content (the dialog itself is the shared overlay's). */
export const offerStyles = `
.sf-offer-lead{margin:0 0 1rem}
.sf-offer-form{display:grid;gap:.75rem}
.sf-offer-form .ui-field{display:grid;gap:.25rem}
.sf-offer-form label{font-weight:600}
.sf-offer-form input{font:inherit;padding:.5rem .625rem;border:1px solid ${themeVar('border.color')};border-radius:${themeVar('form.borderRadius')}}
.sf-offer-form .ui-field__error,.sf-offer-error{margin:0;color:#B00020}
.sf-offer-actions{display:flex;flex-wrap:wrap;gap:.5rem}
.sf-offer-footer{margin:1rem 0 0;font-size:.875rem}
`;
