// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ControlledField, renderWithApi } from '../testing/testKit';

afterEach(cleanup);

const titleColour = { kind: 'colour', name: 'titleColor', label: 'Title colour' } as const;
const overlay = { kind: 'colour', name: 'color', label: 'Colour', alpha: true } as const;

function setup(field: typeof titleColour | typeof overlay, initial: unknown) {
  const onChange = vi.fn();
  renderWithApi(<ControlledField field={field} initial={initial} onChange={onChange} />);
  return { onChange, box: screen.getByRole('textbox', { name: field.label }) as HTMLInputElement };
}

describe('<ColourInput>', () => {
  it('reports a valid hex of 3, 4, 6 or 8 digits as typed', () => {
    const { box, onChange } = setup(titleColour, '');
    fireEvent.change(box, { target: { value: '#0a8' } });
    fireEvent.change(box, { target: { value: '00aa88cc' } });
    expect(onChange.mock.calls).toEqual([['#0a8'], ['#00aa88cc']]);
  });

  it("shows src/color's error for an invalid hex and keeps the stored colour", () => {
    const { box, onChange } = setup(titleColour, '#ffffff');
    fireEvent.change(box, { target: { value: '#12' } });
    expect(screen.getByRole('alert').textContent).toBe('Invalid hex colour: #12');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.value).toBe('#12');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the opacity of a colour with alpha in percent', () => {
    setup(overlay, '#00000080');
    expect(screen.getByText('Opacity 50%')).toBeTruthy();
  });

  it('opens the picker from the swatch and closes it with Escape, focus back on the swatch', () => {
    setup(overlay, '#000000');
    const swatch = screen.getByRole('button', { name: 'Pick colour' });
    expect(swatch.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(swatch);
    expect(swatch.getAttribute('aria-expanded')).toBe('true');
    const picker = screen.getByRole('group', { name: 'Colour picker' });
    expect(picker.querySelector('.react-colorful__alpha')).not.toBeNull();
    expect(document.activeElement?.getAttribute('role')).toBe('slider');
    expect(picker.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(picker, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Colour picker' })).toBeNull();
    expect(document.activeElement).toBe(swatch);
  });

  it('reports picker moves at once', () => {
    const { onChange, box } = setup(titleColour, '#ff0000');
    fireEvent.click(screen.getByRole('button', { name: 'Pick title colour' }));
    // react-colorful's hue slider answers arrow keys.
    const hue = screen.getByRole('slider', { name: 'Hue' });
    fireEvent.keyDown(hue, { key: 'ArrowRight', keyCode: 39 });
    expect(onChange).toHaveBeenCalledTimes(1);
    const picked = onChange.mock.lastCall?.[0];
    expect(picked).toMatch(/^#[0-9a-f]{6}$/);
    expect(picked).not.toBe('#ff0000');
    expect(box.value).toBe(picked);
  });

  it("goes back to the theme's colour", () => {
    const { box, onChange } = setup(titleColour, '#ff0000');
    fireEvent.click(screen.getByRole('button', { name: 'Use theme colour' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect(box.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Use theme colour' })).toBeNull();
  });
});
