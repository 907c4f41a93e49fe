import { themeVar } from '../../themes';

/** The help centre: its search field, the groups as cards, the reasons to get in touch. */
export const helpStyles = `
.sf-help{max-width:960px;margin:2rem auto;padding:0 1rem}
.sf-help-intro{margin:0 0 1.5rem}
.sf-help-search{display:flex;flex-direction:column;gap:.25rem;margin:0 0 2rem;max-width:36rem}
.sf-help-search input{min-height:44px;padding:.5rem .75rem;border:1px solid ${themeVar('form.borderColor')};border-radius:${themeVar('form.borderRadius')};background:${themeVar('form.background')};color:${themeVar('form.color')};font:inherit}
.sf-help-groups{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));list-style:none;margin:0 0 2.5rem;padding:0}
.sf-help-group{padding:1.25rem;border:1px solid ${themeVar('border.color')};border-radius:${themeVar('card.borderRadius')};background:${themeVar('card.background')};color:${themeVar('card.color')}}
.sf-help-group h2{font-size:1.125rem;margin:0 0 .75rem}
.sf-help-list{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.sf-help>.sf-help-list{margin:0 0 2.5rem}
.sf-help-list a{text-decoration:underline;text-underline-offset:2px}
.sf-help-reasons{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0;padding:0}
.sf-help-reasons a{display:inline-flex;align-items:center;min-height:44px;padding:0 1rem;border:1px solid ${themeVar('border.color')};border-radius:999px;text-decoration:none}
.sf-help-reasons a:hover{background:rgba(127,127,127,.12)}
`;
