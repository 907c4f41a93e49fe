// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConflictError } from '../../src/errors';
import { createSnackbarStore } from '../../src/ui';
import { THEME_COLOUR_MESSAGE } from '../../themes/themeValue';
import { DashboardContext, type DashboardServices } from '../../editor/app/services';
import { LOW_CONTRAST_MESSAGE } from './ContrastWarning';
import { CUSTOM_NAME_MESSAGE, THEME_SAVED_MESSAGE, ThemesScreen } from './ThemesScreen';
import { ThemesApiContext, type ThemeAnswer, type ThemesApi } from './themesApi';
import { CUSTOM_THEME_NAME_REQUIRED_MESSAGE, CUSTOM_THEME_TAKEN_MESSAGE } from '../../src/settings';
import {
  DELETE_CUSTOM_THEME_CONFIRMATION,
  IN_USE_NOTE,
  customThemeDeletedMessage,
  customThemeRenamedMessage,
} from './CustomThemeList';

afterEach(cleanup);

const CONFLICT = 'This theme was changed by someone else. Reload it to see the current theme.';
const ANSWER: ThemeAnswer = {
  theme: { base: 'teemill', overrides: {}, version: 3, customThemeId: null },
  presets: ['naked', 'teemill', 'teemillDark'],
  customThemes: [],
};

async function setup(api: Partial<ThemesApi> = {}) {
  const snackbar = createSnackbarStore();
  vi.spyOn(snackbar, 'push');
  const themesApi: ThemesApi = {
    read: vi.fn(async () => ANSWER),
    save: vi.fn(async () => Promise.reject(new Error('save not faked'))),
    saveCustom: vi.fn(async () => Promise.reject(new Error('saveCustom not faked'))),
    renameCustom: vi.fn(async () => Promise.reject(new Error('renameCustom not faked'))),
    deleteCustom: vi.fn(async () => Promise.reject(new Error('deleteCustom not faked'))),
    ...api,
  };
  const services = { divisionId: 7, snackbar } as unknown as DashboardServices;
  render(
    <DashboardContext.Provider value={services}>
      <ThemesApiContext.Provider value={themesApi}>
        <ThemesScreen />
      </ThemesApiContext.Provider>
    </DashboardContext.Provider>,
  );
  await screen.findByLabelText('primary.color');
  return { api: themesApi, snackbar };
}

function typeInto(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

describe('ThemesScreen', () => {
  it('shows a changed key as changed, resets it to the inherited value, and undoes', async () => {
    await setup();
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);
    typeInto('primary.color', '#b00020');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(screen.getByText(/^Changed\. Inherits .* from Teemill\.$/)).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: 'Reset primary.color to the inherited value' }),
    );
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect((screen.getByLabelText('primary.color') as HTMLInputElement).value).toBe('#b00020');
  });

  it('warns when a colour takes a text pair below AA, and still lets the seller keep it', async () => {
    await setup();
    expect(screen.queryByText(LOW_CONTRAST_MESSAGE)).toBeNull();
    typeInto('primary.color', '#ff0000');
    expect(screen.getByText(LOW_CONTRAST_MESSAGE)).toBeTruthy();
    expect(screen.getByText('primary.contrast on primary.color: 3.9:1 (needs 4.5:1)')).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('moves a colour with the keyboard in the picker, one undo entry per key press', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Picker for primary.color' }));
    const picker = screen.getByRole('group', { name: 'primary.color picker' });
    const hue = within(picker).getByRole('slider', { name: 'Hue' });
    const before = (screen.getByLabelText('primary.color') as HTMLInputElement).value;
    fireEvent.keyDown(hue, { key: 'ArrowRight', keyCode: 39, which: 39 });
    fireEvent.keyUp(hue, { key: 'ArrowRight' });
    const after = (screen.getByLabelText('primary.color') as HTMLInputElement).value;
    expect(after).not.toBe(before);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect((screen.getByLabelText('primary.color') as HTMLInputElement).value).toBe(before);
  });

  it('refuses a bad colour with its message and keeps the theme', async () => {
    await setup();
    typeInto('primary.color', 'red');
    expect(screen.getByRole('alert').textContent).toBe(THEME_COLOUR_MESSAGE);
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves over the version it read', async () => {
    const save = vi.fn(async () => ({
      base: 'teemill',
      overrides: { 'primary.color': '#b00020' },
      version: 4,
      customThemeId: null,
    }));
    const { snackbar } = await setup({ save });
    typeInto('primary.color', '#b00020');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save theme' }));
    });
    expect(save).toHaveBeenCalledWith(7, 3, {
      base: 'teemill',
      overrides: { 'primary.color': '#b00020' },
      customThemeId: null,
    });
    expect(snackbar.push).toHaveBeenCalledWith({ message: THEME_SAVED_MESSAGE });
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('on a conflict shows the message and loads the theme someone else saved', async () => {
    const theirs = {
      base: 'teemill',
      overrides: { 'primary.color': '#123456' },
      version: 5,
      customThemeId: null,
    };
    await setup({
      save: vi.fn(async () =>
        Promise.reject(new ConflictError(CONFLICT, { message: CONFLICT, page: theirs })),
      ),
    });
    typeInto('primary.color', '#b00020');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save theme' }));
    });
    expect(screen.getByText(CONFLICT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load the current theme' }));
    expect((screen.getByLabelText('primary.color') as HTMLInputElement).value).toBe('#123456');
    expect(screen.queryByText(CONFLICT)).toBeNull();
  });

  it('saves a named custom theme, and asks for a name first', async () => {
    const saveCustom = vi.fn(async () => ({
      id: 1,
      name: 'Summer',
      base: 'teemill',
      overrides: {},
      version: 0,
    }));
    await setup({ saveCustom });
    fireEvent.click(screen.getByRole('button', { name: 'Save as new theme' }));
    expect(screen.getByRole('alert').textContent).toBe(CUSTOM_NAME_MESSAGE);
    fireEvent.change(screen.getByLabelText('Theme name'), { target: { value: 'Summer' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save as new theme' }));
    });
    expect(saveCustom).toHaveBeenCalledWith(7, 'Summer', {
      base: 'teemill',
      overrides: {},
      customThemeId: null,
    });
  });
});

describe('ThemesScreen custom themes', () => {
  const summer = { id: 1, name: 'Summer', base: 'naked', overrides: {}, version: 0 };
  const winter = { id: 2, name: 'Winter', base: 'naked', overrides: {}, version: 2 };
  const withCustom = (customThemeId: number | null): ThemeAnswer => ({
    ...ANSWER,
    theme: { ...ANSWER.theme, customThemeId },
    customThemes: [summer, winter],
  });
  const openChooser = () => fireEvent.click(screen.getByRole('tab', { name: 'Choose a preset' }));

  it('marks the custom theme in use and explains why it cannot be deleted', async () => {
    await setup({ read: vi.fn(async () => withCustom(2)) });
    openChooser();
    const inUse = screen.getByRole('button', { name: 'Delete Winter' }) as HTMLButtonElement;
    expect(inUse.disabled).toBe(true);
    expect(screen.getByText('In use')).toBeTruthy();
    expect(document.getElementById(inUse.getAttribute('aria-describedby')!)?.textContent).toBe(
      IN_USE_NOTE,
    );
    expect(
      (screen.getByRole('button', { name: 'Delete Summer' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('saves which custom theme the store uses once one is applied', async () => {
    const save = vi.fn(async () => ({
      ...ANSWER.theme,
      base: 'naked',
      version: 4,
      customThemeId: 1,
    }));
    await setup({ read: vi.fn(async () => withCustom(null)), save });
    openChooser();
    fireEvent.click(screen.getByRole('button', { name: 'Use Summer' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save theme' }));
    });
    expect(save).toHaveBeenCalledWith(7, 3, { base: 'naked', overrides: {}, customThemeId: 1 });
    expect(screen.getByText('In use')).toBeTruthy();
  });

  it('renames inline: checks the name, sends the version read, and shows the new name', async () => {
    const renameCustom = vi.fn(async () => ({ ...summer, name: 'Beach', version: 1 }));
    const { snackbar } = await setup({ read: vi.fn(async () => withCustom(null)), renameCustom });
    openChooser();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Summer' }));
    const input = screen.getByLabelText('New name for Summer');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByRole('alert').textContent).toBe(CUSTOM_THEME_NAME_REQUIRED_MESSAGE);
    fireEvent.change(input, { target: { value: 'winter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByRole('alert').textContent).toBe(CUSTOM_THEME_TAKEN_MESSAGE);
    expect(renameCustom).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'Beach' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    });
    expect(renameCustom).toHaveBeenCalledWith(7, summer, 'Beach');
    expect(screen.getByText('Beach (Naked)')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename Beach' }));
    expect(snackbar.push).toHaveBeenCalledWith({ message: customThemeRenamedMessage('Beach') });
  });

  it('cancels a rename with Escape, giving focus back to Rename', async () => {
    await setup({ read: vi.fn(async () => withCustom(null)) });
    openChooser();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Summer' }));
    fireEvent.keyDown(screen.getByLabelText('New name for Summer'), { key: 'Escape' });
    expect(screen.queryByLabelText('New name for Summer')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename Summer' }));
  });

  it("shows a stale rename's message and the theme as it now is", async () => {
    const stale = 'This theme was changed by someone else. Your list now shows it as it is.';
    const renameCustom = vi.fn(async () =>
      Promise.reject(
        new ConflictError(stale, { message: stale, page: { ...summer, name: 'Sun', version: 1 } }),
      ),
    );
    await setup({ read: vi.fn(async () => withCustom(null)), renameCustom });
    openChooser();
    fireEvent.click(screen.getByRole('button', { name: 'Rename Summer' }));
    fireEvent.change(screen.getByLabelText('New name for Summer'), { target: { value: 'Beach' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(stale);
  });

  it('asks before deleting, and deletes over the version read', async () => {
    const deleteCustom = vi.fn(async () => undefined);
    const { snackbar } = await setup({ read: vi.fn(async () => withCustom(2)), deleteCustom });
    openChooser();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Summer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete theme' });
    expect(dialog.textContent).toContain(DELETE_CUSTOM_THEME_CONFIRMATION.text('Summer'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteCustom).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Summer' }));
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole('alertdialog', { name: 'Delete theme' })).getByRole('button', {
          name: 'Delete',
        }),
      );
    });
    expect(deleteCustom).toHaveBeenCalledWith(7, summer);
    expect(screen.queryByRole('button', { name: 'Use Summer' })).toBeNull();
    expect(snackbar.push).toHaveBeenCalledWith({ message: customThemeDeletedMessage('Summer') });
  });
});
