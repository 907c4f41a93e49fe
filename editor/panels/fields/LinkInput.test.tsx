// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ControlledField, product, renderWithApi, fakeEditorApi } from '../testing/testKit';

afterEach(cleanup);

const link = { kind: 'link', name: 'href', label: 'Link', exclude: ['action'] } as const;

describe('<LinkInput>', () => {
  it('shows the current link and its kind', () => {
    renderWithApi(<ControlledField field={link} initial="/collection/autumn/" />);
    const group = screen.getByRole('group', { name: 'Link' });
    expect(group.textContent).toContain('Collection');
    expect(group.textContent).toContain('/collection/autumn/');
  });

  it('chooses a link in the overlay, without the excluded types', async () => {
    const onChange = vi.fn();
    renderWithApi(
      <ControlledField field={link} initial="" onChange={onChange} />,
      fakeEditorApi({ products: async () => [product(1, 'Organic tee', 'organic-tee')] }),
    );
    expect(screen.getByText('No link')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose link' })));
    expect(screen.queryByRole('tab', { name: 'Action' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Organic tee/ }));
    expect(onChange).toHaveBeenCalledWith('/product/organic-tee/');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('/product/organic-tee/')).toBeTruthy();
  });

  it("opens on the current link's tab", async () => {
    renderWithApi(<ControlledField field={link} initial="https://example.com" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose link' })));
    expect(screen.getByRole('tab', { name: 'Custom link' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('removes the link', () => {
    const onChange = vi.fn();
    renderWithApi(<ControlledField field={link} initial="/about/" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect(screen.getByText('No link')).toBeTruthy();
  });
});
