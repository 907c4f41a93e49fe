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

afterEach(cleanup);

const CONFLICT = 'This theme was changed by someone else. Reload it to see the current theme.';
const ANSWER: ThemeAnswer = {
  theme: { base: 'teemill', overrides: {}, version: 3 },
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
    }));
    const { snackbar } = await setup({ save });
    typeInto('primary.color', '#b00020');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save theme' }));
    });
    expect(save).toHaveBeenCalledWith(7, 3, {
      base: 'teemill',
      overrides: { 'primary.color': '#b00020' },
    });
    expect(snackbar.push).toHaveBeenCalledWith({ message: THEME_SAVED_MESSAGE });
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('on a conflict shows the message and loads the theme someone else saved', async () => {
    const theirs = { base: 'teemill', overrides: { 'primary.color': '#123456' }, version: 5 };
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
    }));
    await setup({ saveCustom });
    fireEvent.click(screen.getByRole('button', { name: 'Save as new theme' }));
    expect(screen.getByRole('alert').textContent).toBe(CUSTOM_NAME_MESSAGE);
    fireEvent.change(screen.getByLabelText('Theme name'), { target: { value: 'Summer' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save as new theme' }));
    });
    expect(saveCustom).toHaveBeenCalledWith(7, 'Summer', { base: 'teemill', overrides: {} });
  });
});
