import { themeVar } from './base';

/**
 * CSS declarations that many blocks share, in the theme's variables: the raised box of the
 * account and form blocks, their title, their text fields and their main button. Blocks
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
