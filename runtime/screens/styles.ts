import { themeVar } from '../../themes';
import { BOTTOM_NAV_HEIGHT } from '../shell/bottomNav';

/** Styles of the storefront's own screens (product, collection, basket, search, blog), the bottom bar and the chat panel. */
export const screenStyles = `
.sf-price del{opacity:.7;margin-right:.25rem}
.sf-price ins{text-decoration:none;color:${themeVar('primary.color')};font-weight:700}
.sf-product{display:grid;gap:2rem;grid-template-columns:minmax(0,1fr)}
@media (min-width:768px){.sf-product{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}}
.sf-product-media img{display:block;width:100%;height:auto;aspect-ratio:1;object-fit:cover;border-radius:${themeVar('image.borderRadius')}}
.sf-product-details{display:grid;gap:1rem;align-content:start}
.sf-product-details h1{margin:0}
.sf-product-price{font-size:1.25rem;margin:0}
.sf-choice{border:0;margin:0;padding:0}
.sf-choice-label{margin:0 0 .5rem;font-weight:700;padding:0}
.sf-swatches{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:0;padding:0}
.sf-swatch{display:block;width:44px;height:44px;border-radius:50%;border:2px solid ${themeVar('border.color')}}
.sf-swatch[aria-current]{outline:3px solid ${themeVar('primary.color')};outline-offset:2px}
.sf-sizes{display:flex;flex-wrap:wrap;gap:.5rem}
.sf-sizes legend{width:100%}
.sf-size input{position:absolute;opacity:0;width:1px;height:1px}
.sf-size span{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;padding:0 .75rem;border:1px solid ${themeVar('border.color')};border-radius:${themeVar('border.radius')};cursor:pointer}
.sf-size input:checked+span{border-color:${themeVar('primary.color')};background:${themeVar('primary.color')};color:${themeVar('primary.contrast')}}
.sf-size input:focus-visible+span{outline:3px solid ${themeVar('primary.color')};outline-offset:2px}
.sf-add-to-basket{justify-self:start;min-width:12rem}
.sf-product-description{margin:0}
.sf-collection-banner{display:block;width:100%;height:auto;aspect-ratio:5/1;object-fit:cover;margin-bottom:1.5rem;border-radius:${themeVar('image.borderRadius')}}
.sf-product-grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:1rem;list-style:none;margin:0;padding:0}
@media (min-width:768px){.sf-product-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (min-width:992px){.sf-product-grid{grid-template-columns:repeat(4,minmax(0,1fr))}}
.sf-product-tile{display:grid;gap:.25rem}
.sf-product-tile-link{display:grid;gap:.5rem;text-decoration:none;color:inherit}
.sf-product-tile img,.sf-product-tile-blank{display:block;width:100%;height:auto;aspect-ratio:1;object-fit:cover;background:${themeVar('border.color')};border-radius:${themeVar('image.borderRadius')}}
.sf-product-tile-name{font-weight:700}
.sf-search-form{display:flex;gap:.5rem;margin-bottom:1.5rem}
.sf-search-form input{flex:1;min-height:44px;padding:.5rem .75rem;border:1px solid ${themeVar('form.borderColor')};border-radius:${themeVar('form.borderRadius')};background:${themeVar('form.background')};color:${themeVar('form.color')};font:inherit}
.sf-basket-lines{display:grid;gap:1rem;list-style:none;margin:0 0 1.5rem;padding:0}
.sf-basket-line{display:grid;grid-template-columns:96px minmax(0,1fr);gap:.5rem 1rem;align-items:center;padding-bottom:1rem;border-bottom:1px solid ${themeVar('border.color')}}
@media (min-width:768px){.sf-basket-line{grid-template-columns:96px minmax(0,1fr) auto auto}}
.sf-basket-line img,.sf-basket-line .sf-product-tile-blank{width:96px;height:96px;object-fit:cover}
.sf-basket-line-text p{margin:0}
.sf-basket-actions{display:flex;flex-wrap:wrap;gap:.75rem}
.sf-basket-line-name{font-weight:700}
.sf-basket-line[aria-busy]{opacity:.6}
.sf-basket-quantity{display:flex;align-items:center;gap:.5rem}
.sf-basket-quantity select{min-height:44px;padding:0 .5rem;border:1px solid ${themeVar('form.borderColor')};border-radius:${themeVar('form.borderRadius')};background:${themeVar('form.background')};color:inherit;font:inherit}
.sf-basket-subtotal{font-size:1.125rem}
.sf-post-list{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:1.5rem;list-style:none;margin:0;padding:0}
.sf-post-card a{display:grid;gap:.5rem;text-decoration:none;color:inherit}
.sf-post-card img,.sf-post-image{display:block;width:100%;height:auto;aspect-ratio:5/2;object-fit:cover;border-radius:${themeVar('image.borderRadius')}}
.sf-post-tags{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;margin:1.5rem 0 0;padding:0}
.sf-post-tags a{display:inline-block;padding:.25rem .75rem;border:1px solid ${themeVar('border.color')};border-radius:999px;text-decoration:none}
.sf-post-card h2{font-size:1.125rem;margin:0}
.sf-post-date{color:${themeVar('text.muted')};font-size:.875rem}
.sf-post{max-width:960px;margin:0 auto;display:grid;gap:1rem}
.sf-post-body{max-width:42rem;line-height:${themeVar('text.lineHeight')}}
.sf-post-body img{max-width:100%;height:auto}
.sf-pager{display:flex;justify-content:space-between;margin-top:2rem}
.sf-bottom-nav{position:fixed;left:0;right:0;bottom:0;z-index:20;display:flex;height:${BOTTOM_NAV_HEIGHT};background:${themeVar('menu.background')};color:${themeVar('menu.color')};border-top:1px solid ${themeVar('border.color')}}
.sf-bottom-nav-item{position:relative;flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;font-size:.75rem;text-decoration:none;color:inherit}
.sf-bottom-nav-item svg{width:20px;height:20px}
.sf-bottom-nav-item.active{color:${themeVar('primary.color')}}
.sf-bottom-nav .sf-badge{top:2px;right:calc(50% - 1.5rem)}
.sf-app:has(.sf-bottom-nav){padding-bottom:${BOTTOM_NAV_HEIGHT}}
@media (min-width:768px){.sf-bottom-nav{display:none}.sf-app:has(.sf-bottom-nav){padding-bottom:0}}
.sf-chat{position:fixed;right:1rem;bottom:calc(${BOTTOM_NAV_HEIGHT} + 1rem);z-index:40;width:min(22rem,calc(100vw - 2rem));padding:1rem;background:${themeVar('page.background')};color:${themeVar('text.color')};border:1px solid ${themeVar('border.color')};border-radius:${themeVar('border.radius')};box-shadow:${themeVar('shadow.default')}}
@media (min-width:768px){.sf-chat{bottom:1rem}}
.sf-chat-header{display:flex;align-items:center;justify-content:space-between}
.sf-chat-header h2{font-size:1.125rem;margin:0}
`;
