import { VALIDATION_MESSAGES as M } from './messages';
import { defineRule, type Rule } from './rule';

/**
 * A file name with one of the given extensions (`['png', '.JPG']`), compared without
 * case or dot. The value is the file's name, as an `<input type="file">` reports it.
 */
export function fileExtension(extensions: readonly string[]): Rule {
  const allowed = extensions.map((extension) => extension.replace(/^\./, '').toLowerCase());
  return defineRule('file_extension', M.fileExtension(allowed), (name) => {
    const dot = name.lastIndexOf('.');
    return dot > 0 && allowed.includes(name.slice(dot + 1).toLowerCase());
  });
}
