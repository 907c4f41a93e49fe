// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorFromResponse,
  PAGE_FAILURE_MESSAGES,
  ServerError,
  ValidationError,
} from '../../src/errors';
import { formatDate } from '../../src/format';
import { pageSchema, type PageInput, type StorePageSummary } from '../../src/model';
import type { EditorApi } from '../../editor/app/api';
import {
  DIVISION_ID,
  deferred,
  fakeEditorApi,
  renderWithApi,
} from '../../editor/panels/testing/testKit';
import { PagesListScreen } from './PagesListScreen';
import { PAGE_TEMPLATES } from './pageTemplates';

afterEach(cleanup);

const summary = (
  id: number,
  title: string,
  url: string | null,
  more: Partial<StorePageSummary> = {},
): StorePageSummary => ({
  id,
  title,
  url,
  ogImage: null,
  published: true,
  edited: null,
  isHomepage: url === '/',
  ...more,
});

const PAGES = [
  summary(2, 'About us', '/about/', { edited: '2026-03-05T14:07:00Z' }),
  summary(1, 'Home', '/'),
  summary(3, 'Winter sale', '/winter-sale/', { published: false }),
];

async function setup(api: Partial<EditorApi> = {}) {
  const onOpen = vi.fn();
  const snackbar = { push: vi.fn(() => true), pushError: vi.fn(() => true) };
  const full = fakeEditorApi({ listPages: vi.fn(async () => PAGES), ...api });
  await act(async () => {
    renderWithApi(
      <PagesListScreen divisionId={DIVISION_ID} onOpen={onOpen} snackbar={snackbar} />,
      full,
    );
  });
  return { onOpen, snackbar, api: full };
}

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('<PagesListScreen>', () => {
  it("lists the store's pages, homepage first, with url, status and edited time", async () => {
    const { api } = await setup();
    expect(api.listPages).toHaveBeenCalledWith(DIVISION_ID);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Home',
      'About us',
      'Winter sale',
    ]);
    expect(within(row('About us')).getByText('/about/')).toBeTruthy();
    expect(within(row('About us')).getByText('Published')).toBeTruthy();
    expect(within(row('About us')).getByText(formatDate('2026-03-05T14:07:00Z'))).toBeTruthy();
    expect(within(row('Winter sale')).getByText('Unpublished')).toBeTruthy();
  });

  it('shows when shoppers’ version was published, and a draft they do not see yet', async () => {
    const published = '2026-11-20T09:30:00.000Z';
    await setup({
      listPages: vi.fn(async () => [
        summary(1, 'Home', '/', { lastPublished: published, draftState: 'published' }),
        summary(2, 'About us', '/about/', { lastPublished: published, draftState: 'changes' }),
        summary(3, 'New page', '/new/', { lastPublished: null, draftState: 'never' }),
      ]),
    });
    const publishedCell = (name: string) => within(row(name)).getAllByRole('cell').at(3)!;
    expect(publishedCell('Home').textContent).toBe(formatDate(published));
    expect(publishedCell('About us').textContent).toBe(
      `${formatDate(published)} · unpublished changes`,
    );
    expect(publishedCell('New page').textContent).toBe('Never');
    expect(
      within(row('Home'))
        .getByText(formatDate(published))
        .closest('time')
        ?.getAttribute('datetime'),
    ).toBe(published);
  });

  it('shows each page’s last edit as the server reports it, read again whenever the list loads', async () => {
    const edited = '2026-11-26T10:42:00.000Z';
    const listPages = vi
      .fn()
      .mockResolvedValueOnce(PAGES)
      .mockResolvedValue([
        summary(1, 'Home', '/', { edited }),
        ...PAGES.filter((page) => page.id !== 1),
      ]);
    const getPage = vi.fn(async () =>
      pageSchema.parse({ id: 2, url: '/about/', properties: { title: { value: 'About us' } } }),
    );
    await setup({
      listPages,
      getPage,
      createPage: vi.fn(async (_division: number, input: PageInput) =>
        pageSchema.parse({ ...input, id: 9 }),
      ),
    });
    const editedCell = (name: string) => within(row(name)).getAllByRole('cell')[2]!;
    expect(editedCell('Home').textContent).toBe('—');
    expect(editedCell('About us').textContent).toBe(formatDate('2026-03-05T14:07:00Z'));
    expect(editedCell('About us').querySelector('time')?.getAttribute('datetime')).toBe(
      '2026-03-05T14:07:00Z',
    );

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Duplicate About us' })),
    );
    expect(listPages).toHaveBeenCalledTimes(2);
    expect(editedCell('Home').textContent).toBe(formatDate(edited));
    expect(editedCell('Home').querySelector('time')?.getAttribute('datetime')).toBe(edited);
  });

  it('has no delete action for the homepage', async () => {
    await setup();
    expect(screen.queryByRole('button', { name: 'Delete Home' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete About us' })).toBeTruthy();
  });

  it('opens a page in the editor', async () => {
    const { onOpen } = await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Edit About us' }));
    expect(onOpen).toHaveBeenCalledWith(2);
  });

  it('shows loading, then the empty state', async () => {
    const list = deferred<StorePageSummary[]>();
    await setup({ listPages: () => list.promise });
    expect(screen.getByRole('status').textContent).toBe('Loading pages…');
    await act(async () => list.resolve([]));
    expect(
      screen.getByText('This store has no pages yet. Create one to get started.'),
    ).toBeTruthy();
  });

  it('shows a failed load in place with a retry', async () => {
    const listPages = vi
      .fn()
      .mockRejectedValueOnce(new ServerError('Server error encountered fetching page'))
      .mockResolvedValue(PAGES);
    await setup({ listPages });
    expect(screen.getByRole('alert').textContent).toContain(
      'Server error encountered fetching page',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getAllByRole('rowheader')).toHaveLength(3);
  });

  it('deletes a page after the spec confirmation', async () => {
    const deletePage = vi.fn(async () => undefined);
    await setup({ deletePage });
    fireEvent.click(screen.getByRole('button', { name: 'Delete About us' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete page' });
    expect(within(dialog).getByText('Are you sure you want to delete this page?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete page' })),
    );
    expect(deletePage).toHaveBeenCalledWith(DIVISION_ID, 2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('rowheader', { name: 'About us' })).toBeNull();
  });

  it('keeps the page when deletion is cancelled', async () => {
    const deletePage = vi.fn();
    await setup({ deletePage });
    fireEvent.click(screen.getByRole('button', { name: 'Delete About us' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(deletePage).not.toHaveBeenCalled();
    expect(screen.getByRole('rowheader', { name: 'About us' })).toBeTruthy();
  });

  it('sends a failed deletion to the snackbar and keeps the page', async () => {
    const deletePage = vi.fn(() =>
      Promise.reject(errorFromResponse(403, null, PAGE_FAILURE_MESSAGES)),
    );
    const { snackbar } = await setup({ deletePage });
    fireEvent.click(screen.getByRole('button', { name: 'Delete About us' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete page' })));
    expect(snackbar.pushError).toHaveBeenCalledWith('Insufficient permissions to access this page');
    expect(screen.getByRole('rowheader', { name: 'About us' })).toBeTruthy();
  });

  it('duplicates a page as "Copy of …" at a free url with fresh block ids', async () => {
    const source = pageSchema.parse({ ...PAGE_TEMPLATES[1]!.page, id: 2, divisionId: DIVISION_ID });
    const getPage = vi.fn(async () => source);
    const createPage = vi.fn(async (_division: number, page: PageInput) =>
      pageSchema.parse({ ...page, id: 9 }),
    );
    const { snackbar, api } = await setup({ getPage, createPage });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Duplicate About us' })),
    );
    expect(getPage).toHaveBeenCalledWith(DIVISION_ID, 2);
    const created = createPage.mock.calls[0]![1];
    expect(created.properties?.title).toEqual({ value: 'Copy of About us' });
    expect(created.url).toBe('/about-2/');
    expect(created.id).toBeUndefined();
    expect(created.blocks?.[0]?.id).not.toBe(source.blocks[0]!.id);
    expect(snackbar.push).toHaveBeenCalledWith({
      message: 'Copy of About us created',
      kind: 'success',
    });
    expect(api.listPages).toHaveBeenCalledTimes(2);
  });

  it('creates a blank page and opens it', async () => {
    const createPage = vi.fn(async (_division: number, page: PageInput) =>
      pageSchema.parse({ ...page, id: 10 }),
    );
    const { onOpen } = await setup({ createPage });
    fireEvent.click(screen.getByRole('button', { name: 'New page' }));
    const dialog = screen.getByRole('dialog', { name: 'New page' });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: /Blank page/ })),
    );
    expect(createPage).toHaveBeenCalledWith(DIVISION_ID, {
      url: '/new-page/',
      divisionId: DIVISION_ID,
      properties: { title: { value: 'New page' } },
      blocks: [],
    });
    expect(onOpen).toHaveBeenCalledWith(10);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('creates a page from a template, never as a second homepage', async () => {
    const createPage = vi.fn(async (_division: number, page: PageInput) =>
      pageSchema.parse({ ...page, id: 11 }),
    );
    const { onOpen } = await setup({ createPage });
    fireEvent.click(screen.getByRole('button', { name: 'New page' }));
    const dialog = screen.getByRole('dialog', { name: 'New page' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.firstChild?.textContent),
    ).toEqual([
      'Blank page',
      'Home',
      'About us',
      'Autumn lookbook',
      'Winter sale',
      'Size guide',
      'Cancel',
    ]);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /^Home/ })));
    const created = createPage.mock.calls[0]![1];
    expect(created.url).toBe('/home/');
    expect(created.flags).not.toContain('homepage');
    expect(created.divisionId).toBe(DIVISION_ID);
    expect(created.blocks).toHaveLength(PAGE_TEMPLATES[0]!.page.blocks.length);
    expect(onOpen).toHaveBeenCalledWith(11);
  });

  it('sends a failed creation to the snackbar with its first validation message', async () => {
    const createPage = vi.fn(() =>
      Promise.reject(
        new ValidationError('Page failed validation', [
          { field: 'url', message: 'Another page of this store already uses this url' },
        ]),
      ),
    );
    const { snackbar, onOpen } = await setup({ createPage });
    fireEvent.click(screen.getByRole('button', { name: 'New page' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Blank page/ })));
    expect(snackbar.pushError).toHaveBeenCalledWith(
      'Another page of this store already uses this url',
    );
    expect(onOpen).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'New page' })).toBeTruthy();
  });
});
