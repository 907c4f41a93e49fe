import { themeVar } from '../../themes/base';

/** Cards in equal columns: 2 (xs), 3 (md), 4 (lg); gap 0.5em on xs, 1em from sm. */
export const productListStyles = `
.block-productList { color: ${themeVar('text.color')}; font-family: ${themeVar('text.font')}; }
.block-productList__header {
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 1em;
  margin-bottom: 1em;
}
.block-productList__title {
  margin: 0;
  font-family: ${themeVar('heading2.font')};
  font-size: ${themeVar('heading2.size')};
  color: ${themeVar('heading2.color')};
  text-transform: ${themeVar('heading2.transform')};
}
.block-productList__viewAll { color: ${themeVar('primary.color')}; white-space: nowrap; }
.block-productList__items {
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5em;
  margin: 0;
  padding: 0;
  list-style: none;
}
.block-productList__link { display: block; color: inherit; text-decoration: none; }
.block-productList__image {
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1 / 1;
  object-fit: cover;
  border-radius: ${themeVar('image.borderRadius')};
  background: ${themeVar('feature.background')};
}
.block-productList__name { margin: 0.5em 0 0.25em; font-size: 1rem; font-weight: 700; }
.block-productList__link:hover .block-productList__name,
.block-productList__link:focus-visible .block-productList__name { text-decoration: underline; }
.block-productList__price { margin: 0; }
.block-productList__price del { color: ${themeVar('text.muted')}; }
.block-productList__price ins { text-decoration: none; color: ${themeVar('error.color')}; font-weight: 700; }
.block-productList__rating { margin: 0.25em 0 0; font-size: 0.875rem; color: ${themeVar('text.muted')}; }
.block-productList__status { margin: 0; color: ${themeVar('text.muted')}; }
.block-productList__reason { color: ${themeVar('error.color')}; }
.block-productList__hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}
@media (min-width: 576px) { .block-productList__items { gap: 1em; } }
@media (min-width: 768px) { .block-productList__items { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (min-width: 992px) { .block-productList__items { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
`;
