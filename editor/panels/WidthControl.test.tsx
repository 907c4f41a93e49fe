// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clampWidth, WidthControl } from './WidthControl';

afterEach(cleanup);

describe('clampWidth', () => {
  it('keeps whole columns between 3 (or the type minimum) and 12', () => {
    expect(clampWidth(6)).toBe(6);
    expect(clampWidth(1)).toBe(3);
    expect(clampWidth(13)).toBe(12);
    expect(clampWidth(5.6)).toBe(6);
    expect(clampWidth(4, 6)).toBe(6);
    expect(clampWidth(4, 2)).toBe(4);
  });
});

describe('<WidthControl>', () => {
  it('is a labelled slider from 3 to 12 columns, read out in columns', () => {
    render(<WidthControl width={6} onResize={vi.fn()} />);
    const slider = screen.getByRole('slider', { name: 'Width' }) as HTMLInputElement;
    expect([slider.min, slider.max, slider.value]).toEqual(['3', '12', '6']);
    expect(slider.getAttribute('aria-valuetext')).toBe('6 of 12 columns');
  });

  it('reports a new width', () => {
    const onResize = vi.fn();
    render(<WidthControl width={12} onResize={onResize} />);
    fireEvent.change(screen.getByRole('slider', { name: 'Width' }), { target: { value: '4' } });
    expect(onResize).toHaveBeenCalledWith(4);
  });

  it("starts at the type's own minimum", () => {
    render(<WidthControl width={6} min={6} onResize={vi.fn()} />);
    expect((screen.getByRole('slider', { name: 'Width' }) as HTMLInputElement).min).toBe('6');
  });
});
