// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ControlledField, renderWithApi } from '../testing/testKit';

afterEach(cleanup);

const zoom = {
  kind: 'toggle',
  name: 'zoom',
  label: 'Zoom on click',
  help: 'Not available on a linked image.',
} as const;

describe('<ToggleInput>', () => {
  it('is a switch named by its label and described by its help', () => {
    renderWithApi(<ControlledField field={zoom} initial={true} />);
    const toggle = screen.getByRole('switch', { name: 'Zoom on click' });
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(
      document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Not available on a linked image.');
  });

  it('flips on click (and so on Enter and Space, being a button)', () => {
    const onChange = vi.fn();
    renderWithApi(<ControlledField field={zoom} initial={false} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Zoom on click' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('reads the string "true" of a saved state as on', () => {
    renderWithApi(<ControlledField field={zoom} initial="true" />);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });
});
