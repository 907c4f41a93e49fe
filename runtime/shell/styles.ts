import { themeVar } from '../../themes';
import {
  DRAWER_SCREEN_MAX,
  HEADER_HEIGHTS,
  headerOffset,
  LOGO_MAX_WIDTH,
  SIDEBAR_WIDTH,
  SMALL_SCREEN_MAX,
} from './headerRules';

/**
 * Base styles. `scope` confines them: the storefront applies them to the whole document;
 * the editor's canvas to its own element, so the editor's UI keeps its own look.
 */
export function baseStyles(scope = ''): string {
  // :where() keeps the scope's specificity at zero, so block styles (one class) still win
  // over these element rules inside the editor's canvas, exactly as on the storefront.
  const root = scope ? `:where(${scope})` : 'body';
  const s = scope ? `:where(${scope}) ` : '';
  return `
*,*::before,*::after{box-sizing:border-box}
${scope ? '' : 'html{-webkit-text-size-adjust:100%}'}
${root}{margin:0;background:${themeVar('page.background')};color:${themeVar('text.color')};font-family:${themeVar('text.font')};font-size:${themeVar('text.size')};line-height:${themeVar('text.lineHeight')}}
${s}h1,${s}h2,${s}h3{margin:0 0 .5em}
${s}h1{font-family:${themeVar('heading1.font')};color:${themeVar('heading1.color')};font-size:${themeVar('heading1.size')};font-weight:${themeVar('heading1.weight')};text-transform:${themeVar('heading1.transform')}}
${s}h2{font-family:${themeVar('heading2.font')};color:${themeVar('heading2.color')};font-size:${themeVar('heading2.size')};font-weight:${themeVar('heading2.weight')};text-transform:${themeVar('heading2.transform')}}
${s}h3{font-family:${themeVar('heading3.font')};color:${themeVar('heading3.color')};font-size:${themeVar('heading3.size')};font-weight:${themeVar('heading3.weight')};text-transform:${themeVar('heading3.transform')}}
${s}img{max-width:100%;height:auto}
${s}a{color:inherit}
${s}:focus-visible{outline:3px solid ${themeVar('primary.color')};outline-offset:2px}
`;
}

export const shellStyles = `
.sf-skip{position:absolute;left:-9999px;top:0;z-index:100;background:${themeVar('page.background')};padding:.5rem 1rem}
.sf-skip:focus{left:1rem}
.sf-app{--sf-header:${headerOffset({ searchBar: false, small: false })}}
@media (max-width:${SMALL_SCREEN_MAX}px){.sf-app{--sf-header:${headerOffset({ searchBar: false, small: true })}}}
.sf-app[data-search-bar]{--sf-header:${headerOffset({ searchBar: true, small: false })}}
.sf-app[data-header]{padding-top:var(--sf-header)}
.sf-app[data-layout]{display:flex;flex-direction:column;min-height:100vh}
.sf-app[data-layout]>.sf-content{flex:1 0 auto;width:100%}
.sf-header{position:fixed;top:0;left:0;right:0;z-index:20;display:flex;flex-direction:column;height:var(--sf-header);background:${themeVar('menu.background')};color:${themeVar('menu.color')};font-family:${themeVar('menu.font')};border-bottom:1px solid ${themeVar('border.color')};transition:height .2s,box-shadow .2s}
.sf-header[data-scrolled]:not([data-search-bar]){height:${HEADER_HEIGHTS.scrolled};box-shadow:0 2px 12px rgba(0,0,0,.08)}
.sf-header-inner{display:flex;align-items:center;gap:1rem;flex:1;min-height:0;width:100%;max-width:1400px;margin:0 auto;padding:0 1rem}
.sf-logo{display:flex;align-items:center;height:100%;text-decoration:none;color:inherit;max-width:${LOGO_MAX_WIDTH}px;min-width:0}
.sf-logo img{max-width:100%;max-height:calc(100% - 1.25rem);width:auto;height:auto;object-fit:contain}
.sf-logo-text{font-weight:700;font-size:1.25rem;letter-spacing:.01em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.sf-header-menu{display:none;flex:1;height:100%;align-items:center}
.sf-header-actions{display:flex;align-items:center;gap:.25rem;margin-left:auto}
.sf-icon-button{position:relative;display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;padding:0;border:0;background:none;color:inherit;cursor:pointer;border-radius:${themeVar('border.radius')};transition:background-color .15s}
.sf-icon-button:hover,.sf-icon-button[aria-expanded="true"]{background:rgba(127,127,127,.12)}
.sf-tooltip{position:absolute;left:50%;transform:translateX(-50%);z-index:30;white-space:nowrap;padding:.25rem .5rem;border-radius:4px;background:#1f2328;color:#fff;font-size:.75rem;line-height:1.5;pointer-events:none}
.sf-tooltip[data-side="top"]{bottom:calc(100% + 6px)}
.sf-tooltip[data-side="bottom"]{top:calc(100% + 6px)}
.sf-badge{position:absolute;top:4px;right:2px;min-width:1.25rem;height:1.25rem;padding:0 .3rem;border-radius:999px;background:${themeVar('primary.color')};color:${themeVar('primary.contrast')};font-size:.75rem;line-height:1.25rem;text-align:center}
.sf-currency{position:relative;display:none;align-items:center;margin-right:.25rem}
.sf-currency select{appearance:none;-webkit-appearance:none;min-height:36px;padding:0 1.75rem 0 .75rem;border:1px solid ${themeVar('border.color')};border-radius:999px;background:transparent;color:inherit;font:inherit;font-size:.875rem;font-weight:600;letter-spacing:.02em;cursor:pointer;transition:border-color .15s,background-color .15s}
.sf-currency select:hover{background:rgba(127,127,127,.12)}
.sf-currency option{color:${themeVar('text.color')};background:${themeVar('page.background')}}
.sf-currency svg{position:absolute;right:.5rem;width:14px;height:14px;pointer-events:none}
.sf-search-bar{flex:0 0 2.5rem;width:100%;max-width:1400px;margin:0 auto;padding:0 1rem .5rem}
.sf-search-bar form{display:flex;gap:.5rem;height:100%}
.sf-search-bar input{flex:1;min-width:0;padding:0 .875rem;border:1px solid ${themeVar('form.borderColor')};border-radius:${themeVar('form.borderRadius')};background:${themeVar('form.background')};color:${themeVar('form.color')};font:inherit}
.sf-search-bar button{min-height:0;padding:0 1rem}
@media (min-width:${DRAWER_SCREEN_MAX + 0.02}px){.sf-header-menu{display:flex}.sf-menu-toggle{display:none}.sf-currency{display:inline-flex}.sf-drawer{display:none}}
.sf-menu-list{display:flex;gap:.25rem;list-style:none;margin:0;padding:0}
.sf-menu-item{position:static}
.sf-menu-link{display:inline-flex;align-items:center;gap:.25rem;min-height:44px;padding:0 .75rem;border:0;background:none;color:inherit;font:inherit;text-transform:${themeVar('menu.transform')};text-decoration:none;cursor:pointer;border-radius:${themeVar('border.radius')}}
.sf-menu-link svg{width:16px;height:16px}
.sf-submenu{position:absolute;left:0;right:0;top:100%;background:${themeVar('menu.background')};color:${themeVar('menu.color')};box-shadow:${themeVar('shadow.default')};padding:1.5rem 2rem;max-height:70vh;overflow:auto}
.sf-submenu[hidden]{display:none}
.sf-submenu-all{display:inline-block;margin-bottom:1rem;font-weight:700}
.sf-submenu-segments{display:flex;flex-wrap:wrap;gap:2rem}
.sf-segment{flex:1 1 220px}
.sf-segment-title{font-size:1rem}
.sf-tiles{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:1rem}
.sf-tile{display:flex;flex-direction:column;gap:.25rem;text-decoration:none;color:inherit}
.sf-tile-media{position:relative;display:block;overflow:hidden;height:0}
.sf-tile-media img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.sf-tile-overlay{position:absolute;inset:0;opacity:.35}
.sf-tile-title{font-weight:700}
.sf-tile-button{display:inline-block;padding:.5rem 1rem;border:1px solid transparent;background:${themeVar('button.background')};color:${themeVar('button.color')};border-radius:${themeVar('button.borderRadius')};text-align:center}
.sf-links{list-style:none;margin:0;padding:0}
.sf-links a,.sf-links button{display:flex;align-items:center;justify-content:space-between;width:100%;min-height:44px;padding:.25rem 0;border:0;background:none;color:inherit;font:inherit;text-align:left;cursor:pointer}
.sf-drawer[hidden]{display:none}
.sf-drawer-backdrop{position:fixed;inset:0;z-index:30;background:rgba(0,0,0,.45)}
.sf-drawer-panel{position:fixed;top:0;bottom:0;left:0;z-index:31;width:${SIDEBAR_WIDTH};box-shadow:4px 0 24px rgba(0,0,0,.18);overflow:auto;padding:3.5rem 1.25rem 1.25rem;background:${themeVar('menu.background')};color:${themeVar('menu.color')}}
.sf-drawer-close{position:absolute;top:.5rem;right:.5rem}
.sf-level-back{display:inline-flex;align-items:center;gap:.25rem;min-height:44px;border:0;background:none;color:inherit;font:inherit;cursor:pointer;padding:0}
.sf-level-title{font-size:1.25rem;margin:.5rem 0}
.sf-level-link{font-weight:700}
.sf-banner{padding:.5rem 1rem;text-align:center;background:${themeVar('announcement.background')};color:${themeVar('announcement.color')};font-size:.9rem}
.sf-banner-date{margin-left:.75rem;font-weight:700}
.sf-banner-password{background:${themeVar('status.warning')};color:#fff}
.sf-content{max-width:1400px;margin:0 auto;padding:1.5rem 1rem}
.sf-layout-mail{max-width:520px;margin:0 auto}
.sf-layout-search{max-width:1800px;margin:0 auto}
.sf-main:focus{outline:none}
.sf-breadcrumbs ol{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0 0 1rem;padding:0;font-size:.875rem;color:${themeVar('text.muted')}}
.sf-breadcrumbs li+li::before{content:"/";margin-right:.5rem}
.sf-footer{background:${themeVar('footer.background')};color:${themeVar('footer.color')};padding:2rem 1rem}
.sf-footer-links{display:flex;flex-wrap:wrap;justify-content:center;gap:1.5rem;list-style:none;margin:0;padding:0}
.sf-footer-links .sf-link-button{background:none;border:0;padding:0;font:inherit;color:inherit;text-decoration:underline;cursor:pointer}
.sf-subfooter{background:${themeVar('footer.background')};color:${themeVar('footer.color')};text-align:center;padding:0 1rem 1.5rem;font-size:.875rem}
.sf-subfooter p{margin:0}
.sf-message,.sf-prose,.sf-auth{max-width:640px;margin:3rem auto;padding:0 1rem}
.sf-message{text-align:center}
.sf-button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:.5rem 1.25rem;border:1px solid ${themeVar('button.borderColor')};border-radius:${themeVar('button.borderRadius')};background:${themeVar('button.background')};color:${themeVar('button.color')};font:inherit;font-family:${themeVar('button.font')};text-decoration:none;cursor:pointer}
.sf-button[disabled]{opacity:.6;cursor:progress}
.sf-button-secondary{background:${themeVar('button.secondary.background')};color:${themeVar('button.secondary.color')};border-color:${themeVar('button.secondary.borderColor')}}
.sf-auth form{display:grid;gap:1rem}
.sf-auth label{display:grid;gap:.25rem;font-weight:700}
.sf-auth input{min-height:44px;padding:.5rem .75rem;border:1px solid ${themeVar('form.borderColor')};border-radius:${themeVar('form.borderRadius')};background:${themeVar('form.background')};color:${themeVar('form.color')};font:inherit}
.sf-auth-actions{display:flex;gap:1rem;flex-wrap:wrap}
.sf-form-error{color:${themeVar('error.color')};margin:0}
`;
