import { PREHEADER_MAX_LENGTH } from './constants';

/**
 * The preheader (the line inbox lists show after the subject): the page description
 * when the seller wrote one, else the mail's first text. Whitespace is collapsed to single
 * spaces, and text longer than `max` is cut at a word and ends with an ellipsis (…).
 */
export function preheaderText(
  description: string,
  bodyText: string,
  max: number = PREHEADER_MAX_LENGTH,
): string {
  const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
  const text = collapse(description) || collapse(bodyText);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
