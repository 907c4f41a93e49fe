// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldDescriptor } from '../../../src/registry';
import { FieldInput, FieldList } from './FieldInput';
import { DIVISION_ID, renderWithApi } from '../testing/testKit';

afterEach(cleanup);

describe('<FieldInput>', () => {
  it.each<[FieldDescriptor, string]>([
    [{ kind: 'text', name: 'title', label: 'Title' }, 'textbox'],
    [{ kind: 'textarea', name: 'copy', label: 'Copy' }, 'textbox'],
    [{ kind: 'number', name: 'limit', label: 'Limit' }, 'spinbutton'],
    [
      {
        kind: 'select',
        name: 'align',
        label: 'Align',
        options: [{ value: 'left', label: 'Left' }],
      },
      'combobox',
    ],
    [{ kind: 'toggle', name: 'bold', label: 'Bold' }, 'switch'],
    [{ kind: 'colour', name: 'textColor', label: 'Text colour' }, 'textbox'],
    [{ kind: 'image', name: 'image', label: 'Picture' }, 'group'],
    [{ kind: 'link', name: 'href', label: 'Destination' }, 'group'],
    [
      { kind: 'list', name: 'items', label: 'Items', itemLabel: 'Item', newItem: {}, fields: [] },
      'group',
    ],
  ])('draws a %s field as a labelled control', (field, role) => {
    renderWithApi(
      <FieldInput field={field} value={undefined} onChange={vi.fn()} divisionId={DIVISION_ID} />,
    );
    expect(screen.getByRole(role, { name: field.label })).toBeTruthy();
  });
});

describe('an object field', () => {
  it('edits one key of the nested record and keeps the others', async () => {
    const onChange = vi.fn();
    const field: FieldDescriptor = {
      kind: 'object',
      name: 'action',
      label: 'Action',
      fields: [
        { kind: 'text', name: 'text', label: 'Button text' },
        { kind: 'text', name: 'href', label: 'Link' },
      ],
    };
    renderWithApi(
      <FieldInput
        field={field}
        value={{ text: 'Shop', href: '/shop/' }}
        onChange={onChange}
        divisionId={DIVISION_ID}
      />,
    );
    expect(screen.getByRole('group', { name: 'Action' })).toBeTruthy();
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(screen.getByRole('textbox', { name: 'Button text' }), {
      target: { value: 'Shop now' },
    });
    expect(onChange).toHaveBeenLastCalledWith({ text: 'Shop now', href: '/shop/' });
  });
});

describe('<FieldList>', () => {
  const text: FieldDescriptor[] = [
    { kind: 'colour', name: 'textColor', label: 'Text colour' },
    { kind: 'colour', name: 'backgroundColour', label: 'Background colour', alpha: true },
  ];

  it('warns when a text colour reads poorly on its sibling background', () => {
    renderWithApi(
      <FieldList
        fields={text}
        values={{ textColor: '#ffff00', backgroundColour: '#ffffff' }}
        onChange={vi.fn()}
        divisionId={DIVISION_ID}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Text colour' });
    const warning = screen.getByRole('status');
    expect(warning.textContent).toBe(
      'Low contrast (1.07:1) with the background: aim for at least 4.5:1 so everyone can read it.',
    );
    expect(box.getAttribute('aria-describedby')).toBe(warning.id);
  });

  it('does not warn for a readable pair or a theme background', () => {
    renderWithApi(
      <FieldList
        fields={text}
        values={{ textColor: '#1f2328', backgroundColour: '#ffffff' }}
        onChange={vi.fn()}
        divisionId={DIVISION_ID}
      />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    renderWithApi(
      <FieldList
        fields={text}
        values={{ textColor: '#ffff00', backgroundColour: '' }}
        onChange={vi.fn()}
        divisionId={DIVISION_ID}
      />,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
