import { cardGrid, cardGridBreakpoints, cardImage, visuallyHidden } from '../../themes/blockCss';
import { themeVar } from '../../themes/base';

/** Tiles in equal columns: 2 (xs), 3 (md), 4 (lg); gap 0.5em on xs, 1em from sm. */
export const feedStyles = `
.block-feed { color: ${themeVar('text.color')}; font-family: ${themeVar('text.font')}; }
.block-feed__title {
  margin: 0 0 0.75em;
  font-family: ${themeVar('heading2.font')};
  font-size: ${themeVar('heading2.size')};
  color: ${themeVar('heading2.color')};
}
.block-feed__items {${cardGrid}
}
.block-feed--single .block-feed__items { grid-template-columns: minmax(0, 1fr); }
.block-feed__link { display: block; color: inherit; text-decoration: none; }
.block-feed__image {${cardImage}
}
.block-feed--single .block-feed__image { aspect-ratio: 16 / 9; }
.block-feed__caption {
  display: -webkit-box;
  margin-top: 0.5em;
  overflow: hidden;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
}
.block-feed--instagram .block-feed__caption { font-size: 0.875rem; color: ${themeVar('text.muted')}; }
.block-feed__link:hover .block-feed__caption, .block-feed__link:focus-visible .block-feed__caption { text-decoration: underline; }
.block-feed__status { margin: 0; color: ${themeVar('text.muted')}; }
.block-feed__reason { color: ${themeVar('error.color')}; }
.block-feed__hidden {${visuallyHidden}
}
${cardGridBreakpoints('.block-feed__items', '.block-feed:not(.block-feed--single) .block-feed__items')}
`;
