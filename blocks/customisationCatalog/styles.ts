import { cardGrid, cardGridBreakpoints, cardImage, visuallyHidden } from '../../themes/blockCss';
import { themeVar } from '../../themes/base';

/** Cards in equal columns: 2 (xs), 3 (md), 4 (lg); gap 0.5em on xs, 1em from sm. */
export const customisationCatalogStyles = `
.block-customisationCatalog { color: ${themeVar('text.color')}; font-family: ${themeVar('text.font')}; }
.block-customisationCatalog__title {
  margin: 0 0 0.25em;
  font-family: ${themeVar('heading2.font')};
  font-size: ${themeVar('heading2.size')};
  color: ${themeVar('heading2.color')};
}
.block-customisationCatalog__copy { margin: 0 0 1em; color: ${themeVar('text.muted')}; }
.block-customisationCatalog__items {${cardGrid}
}
.block-customisationCatalog__link { display: flex; flex-direction: column; gap: 0.25em; color: inherit; text-decoration: none; }
.block-customisationCatalog__image {${cardImage}
}
.block-customisationCatalog__name { margin: 0.25em 0 0; font-size: 1rem; font-weight: 700; }
.block-customisationCatalog__price { color: ${themeVar('text.muted')}; }
.block-customisationCatalog__button {
  align-self: flex-start;
  margin-top: 0.25em;
  padding: 0.4em 1em;
  font-family: ${themeVar('button.font')};
  color: ${themeVar('button.color')};
  background: ${themeVar('button.background')};
  border: 1px solid ${themeVar('button.borderColor')};
  border-radius: ${themeVar('button.borderRadius')};
}
.block-customisationCatalog__link:hover .block-customisationCatalog__name,
.block-customisationCatalog__link:focus-visible .block-customisationCatalog__name { text-decoration: underline; }
.block-customisationCatalog__status { margin: 0; color: ${themeVar('text.muted')}; }
.block-customisationCatalog__reason { color: ${themeVar('error.color')}; }
.block-customisationCatalog__hidden {${visuallyHidden}
}
${cardGridBreakpoints('.block-customisationCatalog__items')}
`;
