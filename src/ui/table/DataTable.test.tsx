// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_ERROR_MESSAGE } from '../../errors';
import { Button } from '../button/Button';
import { DataTable, type Column } from './DataTable';
import type { Selection } from './selection';

afterEach(cleanup);

interface Page {
  id: number;
  title: string;
  url: string;
}
const PAGES: Page[] = [
  { id: 1, title: 'Home', url: '/' },
  { id: 2, title: 'Winter sale', url: '/winter-sale/' },
  { id: 3, title: 'About us', url: '/about/' },
];
const COLUMNS: Column<Page>[] = [
  {
    key: 'title',
    header: 'Title',
    rowHeader: true,
    cell: (page) => page.title,
    sortValue: (page) => page.title,
  },
  { key: 'url', header: 'Url', cell: (page) => page.url },
];
const rowHeaders = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

function Pages(props: Partial<Parameters<typeof DataTable<Page>>[0]> = {}) {
  return (
    <DataTable<Page>
      caption="Pages"
      columns={COLUMNS}
      rows={PAGES}
      rowKey={(page) => String(page.id)}
      empty={<p>No pages</p>}
      {...props}
    />
  );
}

describe('<DataTable>', () => {
  it('is a captioned table with column headers and row headers, in the given order', () => {
    render(<Pages rowData={(page) => ({ 'data-page-id': page.id })} />);
    const table = screen.getByRole('table', { name: 'Pages' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => [header.textContent, header.getAttribute('scope')])).toEqual([
      ['Title↕', 'col'],
      ['Url', 'col'],
    ]);
    expect(rowHeaders()).toEqual(['Home', 'Winter sale', 'About us']);
    expect(screen.getByRole('rowheader', { name: 'Home' }).getAttribute('scope')).toBe('row');
    expect(screen.getByRole('rowheader', { name: 'Home' }).closest('tr')?.dataset.pageId).toBe('1');
  });

  it('sorts by a sortable column from its header button, flipping on each press', () => {
    render(<Pages />);
    const header = () => screen.getAllByRole('columnheader')[0]!;
    expect(header().hasAttribute('aria-sort')).toBe(false);
    const sort = within(header()).getByRole('button', { name: 'Title' });
    fireEvent.click(sort);
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    expect(rowHeaders()).toEqual(['About us', 'Home', 'Winter sale']);
    fireEvent.click(sort);
    expect(header().getAttribute('aria-sort')).toBe('descending');
    expect(rowHeaders()).toEqual(['Winter sale', 'Home', 'About us']);
    // Unsortable columns have no button and no aria-sort.
    expect(within(screen.getAllByRole('columnheader')[1]!).queryByRole('button')).toBeNull();
  });

  it('starts from an initial sort', () => {
    render(<Pages initialSort={{ column: 'title', direction: 'descending' }} />);
    expect(rowHeaders()).toEqual(['Winter sale', 'Home', 'About us']);
  });

  it('puts row actions in a last column named for screen readers', () => {
    const onEdit = vi.fn();
    render(
      <Pages
        rowActions={(page) => (
          <Button size="small" aria-label={`Edit ${page.title}`} onClick={() => onEdit(page.id)}>
            Edit
          </Button>
        )}
      />,
    );
    expect(screen.getAllByRole('columnheader').at(-1)?.textContent).toBe('Actions');
    const row = screen.getByRole('rowheader', { name: 'About us' }).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit About us' }));
    expect(onEdit).toHaveBeenCalledWith(3);
  });

  it('selects rows one by one and all at once, saying how many are selected', () => {
    function Selectable() {
      const [selected, setSelected] = useState<Selection>(new Set());
      return (
        <Pages
          selection={{
            selected,
            onChange: setSelected,
            rowName: (page) => page.title,
            actions: <Button variant="danger">Delete selected</Button>,
          }}
        />
      );
    }
    render(<Selectable />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Winter sale' }));
    expect(screen.getByRole('status').textContent).toBe('1 selected');
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeTruthy();

    fireEvent.click(all);
    expect(screen.getByRole('status').textContent).toBe('3 selected');
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);

    fireEvent.click(all);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual(
      [false, false, false, false],
    );
  });

  it('shows the loading label and a skeleton in place of the table', () => {
    render(<Pages loading="Loading pages…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading pages…');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed load with a retry in place of the table', () => {
    const onRetry = vi.fn();
    render(<Pages error={{ message: SERVER_ERROR_MESSAGE, onRetry }} />);
    expect(screen.getByRole('alert').textContent).toContain(SERVER_ERROR_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the empty slot when there are no rows', () => {
    render(<Pages rows={[]} />);
    expect(screen.getByText('No pages')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
