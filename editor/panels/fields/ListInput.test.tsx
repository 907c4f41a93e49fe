// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldDescriptor } from '../../../src/registry';
import { ControlledField, renderWithApi } from '../testing/testKit';

afterEach(cleanup);

const buttons: FieldDescriptor = {
  kind: 'list',
  name: 'actions',
  label: 'Buttons',
  itemLabel: 'Button',
  max: 2,
  newItem: { text: 'Shop now', href: '/', primary: true },
  fields: [
    { kind: 'text', name: 'text', label: 'Text' },
    { kind: 'toggle', name: 'primary', label: 'Primary style' },
  ],
};

function setup(initial: unknown) {
  const onChange = vi.fn();
  renderWithApi(<ControlledField field={buttons} initial={initial} onChange={onChange} />);
  return { onChange, group: screen.getByRole('group', { name: 'Buttons' }) };
}

const itemTexts = () =>
  screen.getAllByRole('textbox', { name: 'Text' }).map((box) => (box as HTMLInputElement).value);

describe('<ListInput>', () => {
  it('adds items with the new-item defaults, up to max', () => {
    const { onChange } = setup([]);
    expect(screen.getByText('No buttons yet.')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add button' });
    fireEvent.click(add);
    expect(onChange).toHaveBeenLastCalledWith([{ text: 'Shop now', href: '/', primary: true }]);
    fireEvent.click(add);
    expect(itemTexts()).toEqual(['Shop now', 'Shop now']);
    expect(add).toHaveProperty('disabled', true);
    expect(screen.getByText('Up to 2.')).toBeTruthy();
  });

  it("edits each item's nested fields", () => {
    const { onChange } = setup([
      { text: 'Shop now', href: '/', primary: true },
      { text: 'About', href: '/about/', primary: false },
    ]);
    const second = screen.getByRole('listitem', { name: 'Button 2' });
    fireEvent.change(within(second).getByRole('textbox', { name: 'Text' }), {
      target: { value: 'Our story' },
    });
    expect(onChange).toHaveBeenLastCalledWith([
      { text: 'Shop now', href: '/', primary: true },
      { text: 'Our story', href: '/about/', primary: false },
    ]);
    fireEvent.click(within(second).getByRole('switch', { name: 'Primary style' }));
    expect(onChange.mock.lastCall?.[0][1]).toEqual({
      text: 'Our story',
      href: '/about/',
      primary: true,
    });
  });

  it('moves items up and down, never past the ends', () => {
    const { onChange } = setup([{ text: 'First' }, { text: 'Second' }]);
    expect(screen.getByRole('button', { name: 'Move Button 1 up' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Move Button 2 down' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Button 2 up' }));
    expect(onChange).toHaveBeenLastCalledWith([{ text: 'Second' }, { text: 'First' }]);
    expect(itemTexts()).toEqual(['Second', 'First']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Button 1 down' }));
    expect(itemTexts()).toEqual(['First', 'Second']);
  });

  it('removes an item', () => {
    const { onChange } = setup([{ text: 'First' }, { text: 'Second' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Button 1' }));
    expect(onChange).toHaveBeenLastCalledWith([{ text: 'Second' }]);
    expect(itemTexts()).toEqual(['Second']);
  });
});
