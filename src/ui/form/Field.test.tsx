// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field, describedBy } from './Field';

afterEach(cleanup);

describe('describedBy', () => {
  it('joins the present ids in order, or gives nothing', () => {
    expect(describedBy('error', 'hint')).toBe('error hint');
    expect(describedBy(false, 'hint')).toBe('hint');
    expect(describedBy(null, undefined, '')).toBeUndefined();
  });
});

describe('<Field>', () => {
  it('labels its control and describes it by its hint', () => {
    render(
      <Field label="Send a test to" hint="One address.">
        {(control) => <input type="email" className="ui-input" {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Send a test to');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('One address.').id);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('marks the control invalid and describes it by the error first, then the hint', () => {
    render(
      <Field label="Email" hint="We never share it." error="Please enter a valid email address">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    const error = screen.getByText('Please enter a valid email address');
    const hint = screen.getByText('We never share it.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(`${error.id} ${hint.id}`);
    expect(screen.getByRole('alert')).toBe(error);
  });

  it('marks a required field for everyone: an asterisk to see, "required" to hear', () => {
    render(
      <Field label="Title" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText(/^Title/);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect((input as HTMLInputElement).required).toBe(true);
    const star = screen.getByText('*', { exact: false, selector: '.ui-field__required' });
    expect(star.getAttribute('aria-hidden')).toBe('true');
  });
});
