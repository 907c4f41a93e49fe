/**
 * The magic model's writer. No text-generation service is configured, so it is a
 * deterministic local template: the same prompt and style always give the same HTML,
 * which the seller previews and edits afterwards like any text.
 */
export const MAGIC_MODEL_STYLES = {
  announcement: 'Announcement: a heading and a call to shop',
  story: 'Story: a short paragraph about the store',
  highlights: 'Highlights: a bulleted list, one point per comma',
} as const;
export type MagicModelStyle = keyof typeof MAGIC_MODEL_STYLES;

export const MAGIC_PROMPT_MAX_LENGTH = 200;
export const MAGIC_PROMPT_REQUIRED = 'Describe what the text should be about.';
export const MAGIC_PROMPT_TOO_LONG = `Keep the description under ${MAGIC_PROMPT_MAX_LENGTH} characters.`;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const titleCase = (text: string): string =>
  text
    .split(' ')
    .map((word) => (word.length > 3 || text.indexOf(word) === 0 ? capitalise(word) : word))
    .join(' ');

/** Why a prompt cannot be written from, or null. */
export function magicPromptProblem(prompt: string): string | null {
  const text = prompt.trim();
  if (!text) return MAGIC_PROMPT_REQUIRED;
  if (text.length > MAGIC_PROMPT_MAX_LENGTH) return MAGIC_PROMPT_TOO_LONG;
  return null;
}

/** The text block HTML written from a prompt in a style; the prompt is escaped, never markup. */
export function magicModelDraft(prompt: string, style: MagicModelStyle): string {
  const text = prompt
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!]+$/, '');
  switch (style) {
    case 'announcement':
      return `<h2>${escapeHtml(titleCase(text))}</h2><p>Discover ${escapeHtml(
        text.charAt(0).toLowerCase() + text.slice(1),
      )}, chosen with care for you. Shop now while stocks last.</p>`;
    case 'story':
      return `<p>${escapeHtml(
        capitalise(text),
      )}. That is what this store is about: every piece is chosen with care and made to last, so you can wear it for years.</p>`;
    case 'highlights': {
      const points = text
        .split(',')
        .map((point) => point.trim())
        .filter(Boolean);
      return `<ul>${points.map((point) => `<li>${escapeHtml(capitalise(point))}</li>`).join('')}</ul>`;
    }
  }
}
