// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ControlledField, renderWithApi } from '../testing/testKit';

afterEach(cleanup);

describe('<TextInput>', () => {
  const title = {
    kind: 'text',
    name: 'title',
    label: 'Title',
    help: 'At most 50 characters.',
    maxLength: 50,
  } as const;

  it('ties its visible label and help to the text box', () => {
    renderWithApi(<ControlledField field={title} initial="Made to come back" />);
    const box = screen.getByRole('textbox', { name: 'Title' });
    expect((box as HTMLInputElement).value).toBe('Made to come back');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'At most 50 characters.',
    );
    expect(box.getAttribute('maxlength')).toBe('50');
  });

  it('reports every keystroke and counts the characters', () => {
    const onChange = vi.fn();
    renderWithApi(<ControlledField field={title} initial="" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Title' });
    fireEvent.change(box, { target: { value: 'N' } });
    fireEvent.change(box, { target: { value: 'New' } });
    expect(onChange.mock.calls).toEqual([['N'], ['New']]);
    expect(screen.getByText('3/50')).toBeTruthy();
  });

  it('shows a number stored by a saved state as its digits', () => {
    renderWithApi(<ControlledField field={title} initial={42} />);
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('42');
  });
});
