import { cardGrid, cardGridBreakpoints, cardImage, visuallyHidden } from '../../themes/blockCss';
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
/* The page's text colour: a theme's primary colour is for buttons and may not read on its page background. */
.block-productList__viewAll { color: ${themeVar('text.color')}; text-decoration: underline; white-space: nowrap; }
.block-productList__items {${cardGrid}
}
.block-productList__link { display: block; color: inherit; text-decoration: none; }
.block-productList__image {${cardImage}
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
.block-productList__hidden {${visuallyHidden}
}
${cardGridBreakpoints('.block-productList__items')}
`;
