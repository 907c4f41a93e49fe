// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageSchema, type Page, type PageInput } from '../../src/model';
import { PageSettingsPanel } from './PageSettingsPanel';
import type { PageSettingsPatch } from './pageSettings';
import { DIVISION_ID, renderWithApi } from './testing/testKit';

afterEach(cleanup);

const aboutPage = (input: Partial<PageInput> = {}): Page =>
  pageSchema.parse({
    id: 102,
    url: '/about/',
    properties: { title: { value: 'About us' } },
    theme: 'verde',
    ...input,
  });

/** Applies patches the way the editor does, so the panel shows what was typed. */
function Harness({
  initial,
  onChange,
}: {
  initial: Page;
  onChange: (patch: PageSettingsPatch) => void;
}) {
  const [page, setPage] = useState(initial);
  return (
    <PageSettingsPanel
      page={page}
      divisionId={DIVISION_ID}
      onChange={(patch) => {
        onChange(patch);
        setPage((current) =>
          pageSchema.parse({
            ...current,
            ...patch,
            properties: { ...current.properties, ...patch.properties },
          }),
        );
      }}
    />
  );
}

function setup(page: Page) {
  const onChange = vi.fn();
  renderWithApi(<Harness initial={page} onChange={onChange} />);
  return onChange;
}

describe('<PageSettingsPanel>', () => {
  it('edits the title and description as wrapped properties', () => {
    const onChange = setup(aboutPage());
    const title = screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    expect(title.value).toBe('About us');
    fireEvent.change(title, { target: { value: 'Our story' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Who we are' },
    });
    expect(onChange.mock.calls).toEqual([
      [{ properties: { title: { value: 'Our story' } } }],
      [{ properties: { description: { value: 'Who we are' } } }],
    ]);
  });

  it('shows the url it will be saved as while typing', () => {
    const onChange = setup(aboutPage());
    const url = screen.getByRole('textbox', { name: 'Url' });
    expect(screen.getByText('Shoppers will find this page at /about/')).toBeTruthy();
    fireEvent.change(url, { target: { value: 'Our Story!' } });
    expect(onChange).toHaveBeenLastCalledWith({ url: 'Our Story!' });
    expect(document.getElementById(url.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Will be saved as /our-story/',
    );
  });

  it("keeps the homepage's url read-only", () => {
    setup(aboutPage({ url: '/', properties: { title: { value: 'Home' } } }));
    expect(screen.getByRole('textbox', { name: 'Url' })).toHaveProperty('readOnly', true);
    expect(screen.getByText('This is the homepage: its url is always /.')).toBeTruthy();
  });

  it('sets who can see the page', () => {
    const onChange = setup(aboutPage());
    const select = screen.getByRole('combobox', { name: 'Who can see this page' });
    expect(
      screen
        .getAllByRole('option')
        .slice(0, 4)
        .map((option) => option.textContent),
    ).toEqual([
      'Everyone',
      'Signed-in shoppers only',
      'Signed-out visitors only',
      'Store team only (dashboard access)',
    ]);
    fireEvent.change(select, { target: { value: 'dashboard-access' } });
    expect(onChange).toHaveBeenLastCalledWith({
      properties: { loginState: { value: 'dashboard-access' } },
    });
  });

  it('switches sitemap (a page field) and search (a property)', () => {
    const onChange = setup(aboutPage());
    fireEvent.click(screen.getByRole('switch', { name: 'Show in sitemap' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Show in store search' }));
    expect(onChange.mock.calls).toEqual([
      [{ sitemap: false }],
      [{ properties: { isSearchable: { value: false } } }],
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search icon' }), {
      target: { value: 'shirt' },
    });
    expect(onChange).toHaveBeenLastCalledWith({ properties: { searchIcon: { value: 'shirt' } } });
  });

  it('clears the sharing image to null', () => {
    const onChange = setup(
      aboutPage({
        properties: {
          title: { value: 'About us' },
          ogImage: { value: 'https://images.example/og.jpg' },
        },
      }),
    );
    expect(screen.getByRole('img', { name: 'Current sharing image' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith({ properties: { ogImage: { value: null } } });
  });

  it('picks a layout and a theme by humanised names, or the store theme', () => {
    const onChange = setup(aboutPage());
    fireEvent.change(screen.getByRole('combobox', { name: 'Layout' }), {
      target: { value: 'blank' },
    });
    expect(onChange).toHaveBeenLastCalledWith({ layout: 'blank' });
    const theme = screen.getByRole('combobox', { name: 'Theme' }) as HTMLSelectElement;
    expect(theme.value).toBe('verde');
    expect(screen.getByRole('option', { name: 'Neon City' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Teemill Pro Dark' })).toBeTruthy();
    fireEvent.change(theme, { target: { value: 'neonCity' } });
    expect(onChange).toHaveBeenLastCalledWith({ theme: 'neonCity' });
    fireEvent.change(theme, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ theme: null });
  });
});
