import { themeVar } from '../../themes';

/** Checkout, payment and receipt screens, in the store's colours and form theme. */
export const commerceStyles = `
.sf-checkout-grid{display:grid;gap:2rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:960px){.sf-checkout-grid{grid-template-columns:minmax(0,1fr) 22rem;align-items:start}}
.sf-checkout-aside{position:sticky;top:6rem;padding:1.25rem;border:1px solid ${themeVar('border.color')};border-radius:${themeVar('form.borderRadius')}}
.sf-checkout-form,.sf-card-form{display:grid;gap:1.5rem;max-width:40rem}
.sf-checkout-section{border:0;margin:0;padding:0;display:grid;gap:.75rem}
.sf-checkout-section legend{font-weight:700;font-size:1.125rem;margin-bottom:.5rem;padding:0}
.sf-checkout .ui-field,.sf-pay .ui-field{display:grid;gap:.25rem}
.sf-checkout .ui-field__label,.sf-pay .ui-field__label{font-weight:700}
.sf-checkout .ui-field__error,.sf-pay .ui-field__error,.sf-checkout .ui-form__message,.sf-pay .ui-form__message{margin:0;color:${themeVar('error.color')}}
.sf-checkout .ui-field__hint{margin:0;font-size:.875em;color:${themeVar('text.muted')}}
.sf-checkout input:not([type=checkbox]):not([type=radio]),.sf-checkout select,.sf-pay input{width:100%;box-sizing:border-box;min-height:44px;padding:.5rem .75rem;border:1px solid ${themeVar('form.borderColor')};border-radius:${themeVar('form.borderRadius')};background:${themeVar('form.background')};color:${themeVar('form.color')};font:inherit}
.sf-checkout .ui-field[data-invalid] input,.sf-pay .ui-field[data-invalid] input{border-color:${themeVar('error.color')}}
.sf-checkout input[type=checkbox],.sf-checkout input[type=radio]{width:1.125rem;height:1.125rem;margin:.125rem 0 0;accent-color:${themeVar('primary.color')}}
.sf-checkout-pair{align-items:start}
.sf-checkout-pair{display:grid;gap:.75rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:600px){.sf-checkout-pair{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}}
.sf-checkout-check{display:flex;gap:.5rem;align-items:center}
.sf-shipping-method{display:flex;gap:.75rem;align-items:flex-start;padding:.75rem;border:1px solid ${themeVar('border.color')};border-radius:${themeVar('form.borderRadius')};cursor:pointer}
.sf-shipping-method:has(input:checked){border-color:${themeVar('primary.color')}}
.sf-shipping-estimate,.sf-christmas-cutoff{display:block;font-size:.875em}
.sf-christmas-cutoff{color:#9E1919;font-weight:700}
.sf-coupon{grid-template-columns:minmax(0,1fr) auto;align-items:end}
.sf-checkout-terms{margin:0;font-size:.875em}
.sf-test-payments{padding:.75rem 1rem;border:1px dashed ${themeVar('border.color')};border-radius:${themeVar('form.borderRadius')};font-size:.9375em}
.sf-test-payments p{margin:0 0 .25rem}
.sf-test-payments ul{margin:0;padding-left:1.25rem}
.sf-order-summary h2{margin:0 0 1rem;font-size:1.25rem}
.sf-order-lines{list-style:none;margin:0 0 1rem;padding:0;display:grid;gap:.5rem}
.sf-order-lines li{display:flex;justify-content:space-between;gap:1rem}
.sf-order-options{display:block;font-size:.875em;color:${themeVar('text.muted')}}
.sf-order-totals{margin:0;display:grid;gap:.25rem}
.sf-order-totals div{display:flex;justify-content:space-between;gap:1rem}
.sf-order-totals dt,.sf-order-totals dd{margin:0}
.sf-order-total{font-weight:700;font-size:1.125rem;border-top:1px solid ${themeVar('border.color')};padding-top:.5rem;margin-top:.25rem}
.sf-order-vat{margin:.25rem 0 0;font-size:.875em;color:${themeVar('text.muted')}}
.sf-challenge{padding:1.5rem;border:2px solid ${themeVar('primary.color')};border-radius:${themeVar('form.borderRadius')};max-width:32rem}
.sf-challenge h2{margin-top:0}
.sf-challenge-actions{display:flex;flex-wrap:wrap;gap:.75rem}
.sf-receipt{max-width:48rem}
.sf-receipt-facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:.75rem;margin:1.5rem 0}
.sf-receipt-facts dt{font-size:.875em;color:${themeVar('text.muted')}}
.sf-receipt-facts dd{margin:0;font-weight:700}
.sf-receipt-addresses{display:grid;gap:1.5rem;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));margin:1.5rem 0}
.sf-receipt-addresses address{font-style:normal}
.sf-receipt-links{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:0 0 1.5rem}
.sf-receipt-actions{display:flex;gap:.75rem;flex-wrap:wrap}
.sf-invoice-parties{display:grid;gap:1.5rem;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));margin:1.5rem 0}
.sf-invoice-parties h2{font-size:1rem;margin:0 0 .5rem}
.sf-invoice-parties address{font-style:normal;display:grid}
.sf-invoice-parties p{margin:.25rem 0 0}
.sf-invoice-table{width:100%;border-collapse:collapse;margin:1.5rem 0}
.sf-invoice-table caption{text-align:left;font-weight:700;margin-bottom:.5rem}
.sf-invoice-table th,.sf-invoice-table td{padding:.375rem .5rem;border-bottom:1px solid ${themeVar('border.color')};text-align:right}
.sf-invoice-table th:first-child{text-align:left}
.sf-invoice-table tfoot{font-weight:700}
.sf-history-list{list-style:none;margin:1.5rem 0;padding:0;display:grid;gap:1.5rem}
.sf-history-order{padding:1rem 1.25rem;border:1px solid ${themeVar('border.color')};border-radius:${themeVar('form.borderRadius')}}
.sf-history-order h2{margin:0 0 .5rem;font-size:1.125rem}
.sf-history-order p{margin:.25rem 0}
.sf-history-date{font-weight:400;font-size:.875em;color:${themeVar('text.muted')}}
.sf-history-progress{width:100%;max-width:20rem}
.sf-quote-summary dt{font-weight:700;margin-top:.75rem}.sf-quote-summary dd{margin:0}.sf-quote-note{white-space:pre-wrap}
.sf-quote-mockup{margin:1rem 0}.sf-quote-mockup img{display:block;max-width:100%;max-height:24rem;height:auto;border:1px solid ${themeVar('form.borderColor')}}
@media print{.sf-receipt-actions,.sf-receipt-links,header,footer,nav,.sf-announcement{display:none!important}.sf-receipt{max-width:none}}
`;
