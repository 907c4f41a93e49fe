import { BREAKPOINTS } from '../src/model/constants';
import { themeVar } from './base';

/**
 * CSS declarations that many blocks share, in the theme's variables: the raised box of the
 * account and form blocks, their title, their text fields and their main button; the card
 * grid and card image of the product, feed and catalogue lists; visually hidden text. Blocks
 * embed them in their own rules (`.block-x { ${boxPanel} }`), so a block keeps its class
 * names and adds what differs (padding of a button, a field's width).
 */

/** A raised box: padding, the theme's box background, radius and shadow, body text. */
export const boxPanel = `
  padding: 1.5em;
  background: ${themeVar('box.background')};
  border-radius: ${themeVar('box.borderRadius')};
  box-shadow: ${themeVar('box.shadow')};
  color: ${themeVar('text.color')};
  font-family: ${themeVar('text.font')};`;

/** A box's title in one of the theme's heading styles. */
export const panelTitle = (heading: 'heading2' | 'heading3') => `
  margin: 0 0 0.5em;
  font-family: ${themeVar(`${heading}.font` as const)};
  font-size: ${themeVar(`${heading}.size` as const)};
  color: ${themeVar(`${heading}.color` as const)};`;

/** A text input or textarea in the theme's form style. */
export const themedField = `
  padding: 0.75em;
  font: inherit;
  color: ${themeVar('form.color')};
  background: ${themeVar('form.background')};
  border: 1px solid ${themeVar('form.borderColor')};
  border-radius: ${themeVar('form.borderRadius')};`;

/** A primary button in the theme's button style (the block sets its padding). */
export const themedButton = `
  font: inherit;
  font-family: ${themeVar('button.font')};
  cursor: pointer;
  color: ${themeVar('button.color')};
  background: ${themeVar('button.background')};
  border: 1px solid ${themeVar('button.borderColor')};
  border-radius: ${themeVar('button.borderRadius')};`;

/**
 * A list of cards in equal columns: 2 on small screens, 3 from `md`, 4 from `lg`; the gap
 * is 0.5em, 1em from `sm`. Embed `cardGrid` in the list's rule and put
 * `cardGridBreakpoints(list)` at the end of the stylesheet, after the rules it overrides.
 */
export const cardGrid = `
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5em;
  margin: 0;
  padding: 0;
  list-style: none;`;

/**
 * The breakpoints of `cardGrid`. `widening` selects the lists that take 3 and 4 columns
 * (the feed keeps a single-item list in one column); by default every list does.
 */
export const cardGridBreakpoints = (list: string, widening: string = list) =>
  `@media (min-width: ${BREAKPOINTS.sm}px) { ${list} { gap: 1em; } }
@media (min-width: ${BREAKPOINTS.md}px) { ${widening} { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (min-width: ${BREAKPOINTS.lg}px) { ${widening} { grid-template-columns: repeat(4, minmax(0, 1fr)); } }`;

/** A card's square image, covering its box, on the feature background while it loads. */
export const cardImage = `
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1 / 1;
  object-fit: cover;
  border-radius: ${themeVar('image.borderRadius')};
  background: ${themeVar('feature.background')};`;

/** Out of sight but read by screen readers (a status or label meant for them alone). */
export const visuallyHidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;`;
