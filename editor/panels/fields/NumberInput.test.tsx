// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ControlledField, renderWithApi } from '../testing/testKit';

afterEach(cleanup);

const minHeight = {
  kind: 'number',
  name: 'minHeight',
  label: 'Minimum height',
  min: 100,
  max: 2000,
  step: 10,
  unit: 'px',
} as const;

function setup(initial: unknown) {
  const onChange = vi.fn();
  renderWithApi(<ControlledField field={minHeight} initial={initial} onChange={onChange} />);
  return {
    onChange,
    box: screen.getByRole('spinbutton', { name: 'Minimum height' }) as HTMLInputElement,
  };
}

describe('<NumberInput>', () => {
  it('shows the stored number (even "400px") with its range, step and unit', () => {
    const { box } = setup('400px');
    expect(box.value).toBe('400');
    expect([box.min, box.max, box.step]).toEqual(['100', '2000', '10']);
    expect(screen.getByText('px')).toBeTruthy();
  });

  it('reports a number in range as a number', () => {
    const { box, onChange } = setup(400);
    fireEvent.change(box, { target: { value: '450' } });
    expect(onChange).toHaveBeenCalledWith(450);
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('explains a value out of range and does not report it', () => {
    const { box, onChange } = setup(400);
    fireEvent.change(box, { target: { value: '50' } });
    expect(screen.getByRole('alert').textContent).toBe('This field must be 100 or more');
    expect(box.value).toBe('50');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    fireEvent.change(box, { target: { value: '2500' } });
    expect(screen.getByRole('alert').textContent).toBe('This field must be 2000 or less');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears the error once the value is back in range', () => {
    const { box, onChange } = setup(400);
    fireEvent.change(box, { target: { value: '50' } });
    fireEvent.change(box, { target: { value: '500' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenCalledWith(500);
  });

  it('removes the property when emptied, so its default applies', () => {
    const { box, onChange } = setup(400);
    fireEvent.change(box, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});
