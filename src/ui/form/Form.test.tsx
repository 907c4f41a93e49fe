// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors';
import { email, required, validate } from '../../validation';
import { Field } from './Field';
import { formErrorsFrom, type FormErrors } from './fieldErrors';
import { Form, SubmitButton } from './Form';

afterEach(cleanup);

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const FIELDS = ['name', 'email'] as const;

/** A sign-up form: the shared rules check it, then `send` (the server) may refuse it. */
function SignUp({ send }: { send: () => Promise<void> }) {
  const [values, setValues] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<FormErrors<(typeof FIELDS)[number]>>({
    fields: {},
    form: null,
  });
  const [sent, setSent] = useState(0);
  const submit = () => {
    const checked = {
      name: validate(values.name, [required]),
      email: validate(values.email, [required, email]),
    };
    setErrors({ fields: checked, form: null });
    if (checked.name || checked.email) return;
    return send().then(
      () => setSent((count) => count + 1),
      (failure: unknown) => setErrors(formErrorsFrom(failure, FIELDS)),
    );
  };
  return (
    <Form onSubmit={submit} aria-label="Sign up">
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      {FIELDS.map((field) => (
        <Field key={field} label={field} required error={errors.fields[field]}>
          {(control) => (
            <input
              {...control}
              value={values[field]}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            />
          )}
        </Field>
      ))}
      <SubmitButton busyLabel="Signing up…">Sign up</SubmitButton>
      <output>{`sent ${sent}`}</output>
    </Form>
  );
}

const input = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

describe('<Form>', () => {
  it('focuses the first invalid field after a submit the rules refuse', () => {
    render(<SignUp send={() => Promise.resolve()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(document.activeElement).toBe(input('name'));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);

    type('name', 'Ada');
    type('email', 'ada@example');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(document.activeElement).toBe(input('email'));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  });

  it('is busy while sending, ignores a second submit, then shows the result', async () => {
    const sending = deferred();
    let calls = 0;
    render(
      <SignUp
        send={() => {
          calls += 1;
          return sending.promise;
        }}
      />,
    );
    type('name', 'Ada');
    type('email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const form = screen.getByRole('form', { name: 'Sign up' });
    const button = screen.getByRole('button', { name: 'Signing up…' });
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(form);
    expect(calls).toBe(1);
    await act(async () => sending.resolve());
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(screen.getByText('sent 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
  });

  it("puts the server's 422 messages under their fields and focuses the first", async () => {
    const sending = deferred();
    render(<SignUp send={() => sending.promise} />);
    type('name', 'Ada');
    type('email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await act(async () =>
      sending.reject(
        new ValidationError('The given data was invalid.', [
          { field: 'email', message: 'Please enter a valid domain' },
        ]),
      ),
    );
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid domain')).toBeTruthy();
    expect(document.activeElement).toBe(input('email'));
  });

  it('does not move focus after a submit that succeeds', async () => {
    render(<SignUp send={() => Promise.resolve()} />);
    type('name', 'Ada');
    type('email', 'ada@example.com');
    const button = screen.getByRole('button', { name: 'Sign up' });
    button.focus();
    await act(async () => fireEvent.click(button));
    expect(screen.getByText('sent 1')).toBeTruthy();
    expect(document.activeElement).toBe(button);
  });
});
