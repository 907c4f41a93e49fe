// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ControlledField, renderWithApi } from '../testing/testKit';

afterEach(cleanup);

const ratio = {
  kind: 'select',
  name: 'ratio',
  label: 'Shape',
  help: 'Height compared with width.',
  options: [
    { value: '0.36', label: 'Wide' },
    { value: '0.75', label: '4:3' },
  ],
} as const;

describe('<SelectInput>', () => {
  it('selects the option of the stored value and reports a choice in the same type', () => {
    const onChange = vi.fn();
    renderWithApi(<ControlledField field={ratio} initial={0.75} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Shape' }) as HTMLSelectElement;
    expect(select.value).toBe('0.75');
    expect(screen.getByRole('option', { name: '4:3' })).toHaveProperty('selected', true);
    fireEvent.change(select, { target: { value: '0.36' } });
    expect(onChange).toHaveBeenCalledWith(0.36);
    expect(
      document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Height compared with width.');
  });

  it('asks for a choice when the stored value is not an option', () => {
    renderWithApi(<ControlledField field={ratio} initial={1.5} />);
    expect(screen.getByRole('option', { name: 'Choose…' })).toHaveProperty('selected', true);
  });
});
