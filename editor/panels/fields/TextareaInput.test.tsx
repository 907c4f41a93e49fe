// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ControlledField, renderWithApi } from '../testing/testKit';

afterEach(cleanup);

describe('<TextareaInput>', () => {
  it('edits multi-line text with its rows', () => {
    const onChange = vi.fn();
    const copy = { kind: 'textarea', name: 'copy', label: 'Text', rows: 3 } as const;
    renderWithApi(<ControlledField field={copy} initial="" onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Text' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('3');
    fireEvent.change(area, { target: { value: 'Line one\nLine two' } });
    expect(onChange).toHaveBeenLastCalledWith('Line one\nLine two');
  });
});
