import { describe, expect, it } from 'vitest';
import {
  CUSTOM_THEME_NAME_LENGTH_MESSAGE,
  CUSTOM_THEME_NAME_REQUIRED_MESSAGE,
  CUSTOM_THEME_TAKEN_MESSAGE,
  customThemeNameProblem,
  deleteCustomThemeQuery,
  renameCustomThemeBody,
} from './customThemes';

describe('custom theme names', () => {
  it('needs a name, of at most 60 characters', () => {
    expect(customThemeNameProblem('', [])).toBe(CUSTOM_THEME_NAME_REQUIRED_MESSAGE);
    expect(customThemeNameProblem('   ', [])).toBe(CUSTOM_THEME_NAME_REQUIRED_MESSAGE);
    expect(customThemeNameProblem('a'.repeat(60), [])).toBeNull();
    expect(customThemeNameProblem('a'.repeat(61), [])).toBe(CUSTOM_THEME_NAME_LENGTH_MESSAGE);
    expect(CUSTOM_THEME_NAME_LENGTH_MESSAGE).toBe('Use at most 60 characters');
  });

  it('refuses a name another custom theme of the store has, whatever its case', () => {
    expect(customThemeNameProblem(' summer ', ['Summer', 'Winter'])).toBe(
      CUSTOM_THEME_TAKEN_MESSAGE,
    );
    expect(customThemeNameProblem('Autumn', ['Summer', 'Winter'])).toBeNull();
  });

  it('parses a rename and a delete with the version read, trimming the name', () => {
    expect(renameCustomThemeBody.parse({ version: '2', name: ' Summer ' })).toStrictEqual({
      version: 2,
      name: 'Summer',
    });
    expect(
      renameCustomThemeBody.safeParse({ version: 1, name: '' }).error?.issues[0]?.message,
    ).toBe(CUSTOM_THEME_NAME_REQUIRED_MESSAGE);
    expect(deleteCustomThemeQuery.parse({ version: '0' })).toStrictEqual({ version: 0 });
    expect(deleteCustomThemeQuery.safeParse({}).success).toBe(false);
  });
});
