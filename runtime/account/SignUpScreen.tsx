import { useSearch } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { ACCOUNT_MESSAGES, signUpRequestSchema, subdomainField } from '../../src/model';
import { Field, Form, formErrorsFrom, type FormErrors, FormMessage } from '../../src/ui';
import { NewPasswordField } from './NewPasswordField';
import { AccountPanel, AccountSubmit, BackToSignIn } from './AccountPanel';
import { Captcha, type CaptchaHandle } from './Captcha';
import { ResendVerification } from './ResendVerification';
import { useAccountPost } from './useAccountPost';
import { SIGN_IN_HREF } from './signInHref';

type SignUpField =
  'firstName' | 'lastName' | 'email' | 'password' | 'storeName' | 'subdomain' | 'captcha';
const FIELDS: readonly SignUpField[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'storeName',
  'subdomain',
  'captcha',
];
const NO_ERRORS: FormErrors<SignUpField> = { fields: {}, form: null };

/**
 * /sign-up/ (blank layout): a shopper's account, or a seller's with their store
 * (`should_have_store` and `dashboard_access`; `?store=1` picks the seller's form). The
 * store's subdomain is checked as it is typed, with the same rule as the server. Every
 * sign-up ends on the same "check your email" step, whether the address was new or not:
 * the mailed link finishes the account (server/accounts/routes.ts).
 */
export function SignUpScreen() {
  const post = useAccountPost();
  const search = useSearch({ strict: false }) as { store?: unknown };
  const [seller, setSeller] = useState(search.store === 1 || search.store === '1');
  const [errors, setErrors] = useState(NO_ERRORS);
  const [subdomainHint, setSubdomainHint] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const captcha = useRef<CaptchaHandle>(null);

  async function submit(form: HTMLFormElement) {
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const request = {
      email: data.email ?? '',
      password: data.password ?? '',
      firstName: data.firstName ?? '',
      lastName: data.lastName ?? '',
      should_have_store: seller ? 1 : 0,
      dashboard_access: seller ? 1 : 0,
      ...(seller ? { storeName: data.storeName ?? '', subdomain: data.subdomain ?? '' } : {}),
    };
    const checked = signUpRequestSchema.safeParse(request);
    if (!checked.success) {
      setErrors(formErrorsFrom({ issues: checked.error.issues }, FIELDS));
      return;
    }
    setErrors(NO_ERRORS);
    try {
      await post('/shop/customer/create/', {
        ...request,
        v3captchaToken: await captcha.current?.token(),
      });
      setSentTo(checked.data.email);
    } catch (failure) {
      captcha.current?.reset();
      setErrors(formErrorsFrom(failure, FIELDS));
    }
  }

  if (sentTo) {
    return (
      <AccountPanel title="Check your email" lead={ACCOUNT_MESSAGES.signUpSent}>
        <p className="sf-auth-note">
          We sent it to <strong>{sentTo}</strong>. Open the link in that mail to verify your address
          and continue. It works once, for 24 hours.
        </p>
        <ResendVerification email={sentTo} />
        <BackToSignIn />
      </AccountPanel>
    );
  }

  return (
    <AccountPanel
      title={seller ? 'Open your store' : 'Create an account'}
      lead={
        seller
          ? 'Your store gets its own address, a theme and a homepage to start from.'
          : 'Save your details for faster checkout and follow your orders.'
      }
    >
      <Form method="post" onSubmit={submit}>
        <fieldset>
          <legend>I want to</legend>
          <label className="sf-choice">
            <input
              type="radio"
              name="accountType"
              checked={!seller}
              onChange={() => setSeller(false)}
            />
            Shop
          </label>
          <label className="sf-choice">
            <input
              type="radio"
              name="accountType"
              checked={seller}
              onChange={() => setSeller(true)}
            />
            Open a store and sell
          </label>
        </fieldset>
        <Field label="First name" error={errors.fields.firstName}>
          {(control) => <input {...control} name="firstName" autoComplete="given-name" />}
        </Field>
        <Field label="Last name" error={errors.fields.lastName}>
          {(control) => <input {...control} name="lastName" autoComplete="family-name" />}
        </Field>
        <Field label="Email" error={errors.fields.email} required>
          {(control) => <input {...control} type="email" name="email" autoComplete="email" />}
        </Field>
        <NewPasswordField label="Password" error={errors.fields.password} />
        {seller ? (
          <>
            <Field label="Store name" error={errors.fields.storeName} required>
              {(control) => <input {...control} name="storeName" autoComplete="organization" />}
            </Field>
            <Field
              label="Store address"
              hint={subdomainHint ?? 'Lower-case letters, numbers and hyphens.'}
              error={errors.fields.subdomain}
              required
            >
              {(control) => (
                <span className="sf-subdomain">
                  <input
                    {...control}
                    name="subdomain"
                    autoCapitalize="none"
                    spellCheck={false}
                    onChange={(event) => {
                      const checked = subdomainField.safeParse(event.currentTarget.value);
                      setSubdomainHint(
                        checked.success
                          ? `Your store: ${checked.data}.${window.location.host.replace(/^[^.]+\./, '')}`
                          : (checked.error.issues[0]?.message ?? null),
                      );
                    }}
                  />
                </span>
              )}
            </Field>
          </>
        ) : null}
        <FormMessage message={errors.fields.captcha ?? errors.form} />
        <Captcha ref={captcha} />
        <AccountSubmit busyLabel="Creating your account…">
          {seller ? 'Create my store' : 'Create account'}
        </AccountSubmit>
      </Form>
      <p className="sf-auth-links">
        <span>
          Already have an account? <a href={SIGN_IN_HREF}>Sign in</a>
        </span>
      </p>
    </AccountPanel>
  );
}
