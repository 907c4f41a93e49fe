// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '../../src/model';
import { PropertiesPanel } from './PropertiesPanel';
import { DIVISION_ID, renderWithApi, testBlock, testRegistry } from './testing/testKit';

afterEach(cleanup);

const registry = testRegistry();
const promo = (id: string, properties: Record<string, unknown> = {}) =>
  testBlock({ id, uid: id, type: 'promo', size: { x: 6, y: 1 }, properties });

function setup(selection: Block[], conditionNames?: string[]) {
  const onPropertyChange = vi.fn();
  const onResize = vi.fn();
  renderWithApi(
    <PropertiesPanel
      selection={selection}
      registry={registry}
      divisionId={DIVISION_ID}
      conditionNames={conditionNames}
      onPropertyChange={onPropertyChange}
      onResize={onResize}
    />,
  );
  return { onPropertyChange, onResize };
}

describe('<PropertiesPanel>', () => {
  it('asks for a selection when nothing is selected', () => {
    setup([]);
    expect(screen.getByRole('region', { name: 'Properties' }).textContent).toContain(
      'Select a block on the page to edit it.',
    );
  });

  it("draws the type's fields in their sections with the block's values and defaults", () => {
    setup([promo('p1', { titleColor: '#ff0000' })]);
    expect(screen.getByRole('heading', { name: 'Promo' })).toBeTruthy();
    const content = screen.getByRole('group', { name: 'Content' });
    expect(
      (within(content).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value,
    ).toBe('Autumn sale');
    const style = screen.getByRole('group', { name: 'Style' });
    expect(
      (within(style).getByRole('textbox', { name: 'Title colour' }) as HTMLInputElement).value,
    ).toBe('#ff0000');
    expect(
      (within(style).getByRole('spinbutton', { name: 'Spacing' }) as HTMLInputElement).value,
    ).toBe('24');
  });

  it('reports each property edit as it is typed', () => {
    const { onPropertyChange } = setup([promo('p1')]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Winter sale' },
    });
    expect(onPropertyChange).toHaveBeenCalledWith('title', 'Winter sale');
  });

  it('warns about a title colour that is hard to read on its background', () => {
    setup([promo('p1', { titleColor: '#ffff00', titleBackground: '#ffffff' })]);
    expect(screen.getByRole('status').textContent).toMatch(/^Low contrast/);
  });

  it('publishes and unpublishes the block (published by default)', () => {
    const { onPropertyChange } = setup([promo('p1')]);
    const published = screen.getByRole('switch', { name: 'Published' });
    expect(published.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(published);
    expect(onPropertyChange).toHaveBeenCalledWith('published', false);
  });

  it('adds and removes named conditions, with values', () => {
    const { onPropertyChange } = setup([promo('p1', { conditions: ['logged-in'] })]);
    const list = screen.getByRole('list', { name: 'Conditions' });
    expect(within(list).getByText('logged-in')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Add condition' }), {
      target: { value: 'currency' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Values (optional)' }), {
      target: { value: 'USD, EUR' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onPropertyChange).toHaveBeenLastCalledWith('conditions', [
      'logged-in',
      { name: 'currency', args: ['USD', 'EUR'] },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove condition logged-in' }));
    expect(onPropertyChange).toHaveBeenLastCalledWith('conditions', undefined);
  });

  it('shows condition names nobody registered', () => {
    setup([promo('p1', { conditions: ['logged-in', 'vip-only'] })], ['logged-in', 'logged-out']);
    expect(screen.getByText('vip-only (unknown)')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Invalid block conditions: vip-only. The block stays hidden until they are removed.',
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a condition…',
      'logged-in',
      'logged-out',
    ]);
  });

  it("resizes within the type's minimum and 12 columns", () => {
    const { onResize } = setup([promo('p1')]);
    const width = screen.getByRole('slider', { name: 'Width' }) as HTMLInputElement;
    expect([width.min, width.max, width.value]).toEqual(['4', '12', '6']);
    fireEvent.change(width, { target: { value: '8' } });
    expect(onResize).toHaveBeenCalledWith(8);
  });

  it('starts clean when another block is selected', () => {
    const onPropertyChange = vi.fn();
    const panel = (selection: Block[]) => (
      <PropertiesPanel
        selection={selection}
        registry={registry}
        divisionId={DIVISION_ID}
        onPropertyChange={onPropertyChange}
        onResize={vi.fn()}
      />
    );
    const { rerender } = renderWithApi(panel([promo('p1')]));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Spacing' }), {
      target: { value: '500' },
    });
    expect(screen.getByRole('alert').textContent).toBe('This field must be 100 or less');
    rerender(panel([promo('p2', { spacing: 12 })]));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByRole('spinbutton', { name: 'Spacing' }) as HTMLInputElement).value).toBe(
      '12',
    );
  });

  it('says when a block type is not registered', () => {
    setup([testBlock({ id: 'x', uid: 'x', type: 'hologram' })]);
    expect(screen.getByText("Block type of hologram hasn't been registered")).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Published' })).toBeTruthy();
  });

  it('counts a multi-selection and publishes all of it at once', () => {
    const { onPropertyChange } = setup([promo('a'), promo('b', { published: false }), promo('c')]);
    expect(screen.getByRole('heading', { name: '3 blocks selected' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    const published = screen.getByRole('switch', { name: 'Published' });
    expect(published.getAttribute('aria-checked')).toBe('false');
    expect(published.textContent).toContain('Mixed');
    expect(screen.getByText('2 of 3 are published.')).toBeTruthy();
    fireEvent.click(published);
    expect(onPropertyChange).toHaveBeenCalledWith('published', true);
  });
});
