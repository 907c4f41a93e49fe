import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Address, CheckoutQuote } from '../../src/commerce';
import { formatMinor } from '../../src/commerce/formatMinor';
import { vatPaid } from '../../src/commerce/totals';
import { placeOrderSchema } from '../../src/commerce/checkoutRequest';
import { ApiError, ValidationError } from '../../src/errors';
import { signInPath } from '../../src/guards';
import {
  Field,
  Form,
  FormMessage,
  SubmitButton,
  formErrorsFrom,
  type FormErrors,
} from '../../src/ui';
import { trackEvent } from '../analytics/analytics';
import { useBasketItems } from '../app/basketStore';
import { useServices } from '../app/ServicesContext';
import { STOREFRONT_MESSAGES } from '../messages';
import { AddressFields, type AddressErrors } from './AddressFields';
import { browserKeyStorage, checkoutKeyFor } from './checkoutKey';
import { OrderSummary } from './OrderSummary';
import { useCheckoutClient } from './useCheckoutClient';

const EMPTY_ADDRESS: Address = {
  name: '',
  company: '',
  street: '',
  city: '',
  state: '',
  country: 'GB',
  zip: '',
};
const FIELDS = [
  'email',
  'phone',
  'shippingAddress',
  'billingAddress',
  'shippingMethod',
  'coupon',
] as const;
type CheckoutField = (typeof FIELDS)[number];
const NO_ERRORS: FormErrors<CheckoutField> = { fields: {}, form: null };

/** The first message per address field from a failed check, for the address's own fields. */
function addressErrors(
  failure: unknown,
  prefix: 'shippingAddress' | 'billingAddress',
): AddressErrors {
  const issues = failure instanceof ValidationError ? failure.issues : [];
  const errors: AddressErrors = {};
  for (const issue of issues) {
    if (!issue.field.startsWith(`${prefix}.`)) continue;
    const key = issue.field.slice(prefix.length + 1) as keyof Address;
    errors[key] ??= issue.message;
  }
  return errors;
}

const christmasDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/**
 * /checkout/ (cart layout): contact, shipping address, billing address, shipping method
 * and coupon on the left; the order summary with VAT included on the right. The server
 * prices everything from the basket it holds; this page asks it for a quote whenever the
 * destination, method or coupon changes, and places the order with the total it showed
 * (a basket changed meanwhile is refused, not charged). Placing is idempotent per details
 * (checkoutKey.ts). Then the shopper pays on /pay/{order}/.
 * `?express=true` skips to payment for a signed-in shopper whose last order gives the
 * saved details.
 */
export function CheckoutScreen() {
  const services = useServices();
  const checkout = useCheckoutClient();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { express?: boolean };
  const items = useBasketItems(services.basket);
  const currency = services.currency.code;
  const signedIn = services.session !== null;
  // The funnel's checkout step: once per checkout opened with something in the basket.
  const checkoutTracked = useRef(false);
  useEffect(() => {
    if (checkoutTracked.current || items.length === 0) return;
    checkoutTracked.current = true;
    trackEvent('checkout', { path: window.location.pathname });
  }, [items.length]);

  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [shipping, setShipping] = useState<Address>(EMPTY_ADDRESS);
  const [billingSame, setBillingSame] = useState(true);
  const [billing, setBilling] = useState<Address>(EMPTY_ADDRESS);
  const [method, setMethod] = useState<'standard' | 'express'>('standard');
  const [couponInput, setCouponInput] = useState('');
  const [coupon, setCoupon] = useState('');
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [errors, setErrors] = useState(NO_ERRORS);
  const [shippingErrors, setShippingErrors] = useState<AddressErrors>({});
  const [billingErrors, setBillingErrors] = useState<AddressErrors>({});
  const prefilled = useRef(false);
  const expressTried = useRef(false);
  const basketSignature = items.map((item) => `${item.key}x${item.quantity}`).join(',');

  useEffect(() => {
    if (items.length === 0) return;
    let current = true;
    checkout
      .quote({ country: shipping.country, shippingMethod: method, currency, coupon })
      .then((answer) => {
        if (!current) return;
        setQuote(answer);
        setQuoteError(null);
        if (answer.savedDetails && !prefilled.current) {
          prefilled.current = true;
          setEmail(answer.savedDetails.email);
          setPhone(answer.savedDetails.phone);
          setShipping({ ...EMPTY_ADDRESS, ...answer.savedDetails.shippingAddress });
          setBilling({ ...EMPTY_ADDRESS, ...answer.savedDetails.billingAddress });
        } else if (!prefilled.current && services.session) {
          prefilled.current = true;
          setEmail(services.session.email);
        }
      })
      .catch((failure: unknown) => {
        if (!current) return;
        if (failure instanceof ValidationError && coupon !== '') {
          // A coupon the store does not know: say so beside it and price without it.
          setErrors((previous) => ({
            ...previous,
            fields: { ...previous.fields, coupon: failure.message },
          }));
          setCoupon('');
          return;
        }
        setQuoteError(failure instanceof ApiError ? failure.message : STOREFRONT_MESSAGES.general);
      });
    return () => {
      current = false;
    };
  }, [
    checkout,
    shipping.country,
    method,
    currency,
    coupon,
    basketSignature,
    items.length,
    services.session,
  ]);

  const request = useMemo(
    () => ({
      email,
      phone,
      shippingAddress: shipping,
      billingSameAsShipping: billingSame,
      ...(billingSame ? {} : { billingAddress: billing }),
      shippingMethod: method,
      coupon,
      currency,
    }),
    [email, phone, shipping, billingSame, billing, method, coupon, currency],
  );

  async function place(details: typeof request) {
    if (!quote) return;
    const fingerprint = JSON.stringify([details, basketSignature, quote.totals.total]);
    const idempotencyKey = checkoutKeyFor(fingerprint, browserKeyStorage(), () =>
      crypto.randomUUID(),
    );
    const body = { ...details, idempotencyKey, expectedTotal: quote.totals.total };
    const checked = placeOrderSchema.safeParse(body);
    if (!checked.success) {
      const failure = new ValidationError(
        checked.error.issues[0]?.message ?? STOREFRONT_MESSAGES.general,
        checked.error.issues.map((issue) => ({
          field: issue.path.join('.'),
          message: issue.message,
        })),
      );
      showErrors(failure);
      return;
    }
    try {
      const order = await checkout.placeOrder(body);
      await navigate({ to: '/pay/$order', params: { order: order.hash } });
    } catch (failure) {
      showErrors(failure);
      services.snackbar.pushError(
        failure instanceof ApiError ? failure.message : STOREFRONT_MESSAGES.general,
      );
      if (failure instanceof ApiError && failure.status === 409) {
        // The basket changed: price it again so the shopper sees the new total.
        setQuote(
          await checkout.quote({
            country: shipping.country,
            shippingMethod: method,
            currency,
            coupon,
          }),
        );
      }
    }
  }

  function showErrors(failure: unknown) {
    setErrors(formErrorsFrom(failure, FIELDS));
    setShippingErrors(addressErrors(failure, 'shippingAddress'));
    setBillingErrors(addressErrors(failure, 'billingAddress'));
  }

  // Express: a signed-in shopper with saved details goes straight to payment.
  useEffect(() => {
    if (!search.express || expressTried.current || !quote?.savedDetails) return;
    expressTried.current = true;
    const saved = quote.savedDetails;
    void place({
      email: saved.email,
      phone: saved.phone,
      shippingAddress: { ...EMPTY_ADDRESS, ...saved.shippingAddress },
      billingSameAsShipping: false,
      billingAddress: { ...EMPTY_ADDRESS, ...saved.billingAddress },
      shippingMethod: 'standard',
      coupon: '',
      currency,
    });
  });

  if (items.length === 0) {
    return (
      <section className="sf-checkout">
        <h1>Checkout</h1>
        <p>Your basket is empty.</p>
        <p>
          <Link to="/" className="sf-button">
            Continue shopping
          </Link>
        </p>
      </section>
    );
  }

  const totals = quote?.totals;
  const summary = totals ? (
    <OrderSummary
      lines={totals.items}
      coupon={quote.coupon?.code}
      totals={{
        currency: totals.currency,
        goods: totals.items.reduce((sum, item) => sum + item.priceTaxIncluded, 0),
        discount: totals.items.reduce((sum, item) => sum + item.discountTaxIncluded, 0),
        shipping: totals.shipping + totals.shippingTax,
        vat: vatPaid(totals),
        total: totals.total,
      }}
    />
  ) : (
    <p className="sf-order-summary" role="status">
      {quoteError ?? 'Working out your total…'}
    </p>
  );

  return (
    <section className="sf-checkout">
      <h1>Checkout</h1>
      {quote?.payments.type === 'test' ? (
        <p className="sf-test-payments" role="note">
          Test payments: this store takes no real cards.
        </p>
      ) : null}
      <div className="sf-checkout-grid">
        <Form aria-label="Checkout" onSubmit={() => place(request)} className="sf-checkout-form">
          <fieldset className="sf-checkout-section">
            <legend>Contact</legend>
            {signedIn ? null : (
              <p className="sf-checkout-signin">
                Have an account? <a href={signInPath('/checkout/')}>Sign in</a>, or continue as a
                guest.
              </p>
            )}
            <Field label="Email" error={errors.fields.email} required>
              {(control) => (
                <input
                  {...control}
                  type="email"
                  name="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              )}
            </Field>
            <Field label="Phone" hint="For delivery questions only." error={errors.fields.phone}>
              {(control) => (
                <input
                  {...control}
                  type="tel"
                  name="phone"
                  autoComplete="tel"
                  value={phone}
                  onChange={(event) => setPhone(event.target.value)}
                />
              )}
            </Field>
          </fieldset>
          <AddressFields
            legend="Shipping address"
            prefix="shipping"
            value={shipping}
            errors={shippingErrors}
            onChange={setShipping}
          />
          <label className="sf-checkout-check">
            <input
              type="checkbox"
              checked={billingSame}
              onChange={(event) => setBillingSame(event.target.checked)}
            />
            Billing address is the same as shipping
          </label>
          {billingSame ? null : (
            <AddressFields
              legend="Billing address"
              prefix="billing"
              value={billing}
              errors={billingErrors}
              onChange={setBilling}
            />
          )}
          <fieldset className="sf-checkout-section sf-shipping-methods">
            <legend>Shipping method</legend>
            {(quote?.shippingChoices ?? []).map((choice) => (
              <label key={choice.code} className="sf-shipping-method">
                <input
                  type="radio"
                  name="shippingMethod"
                  value={choice.code}
                  checked={method === choice.code}
                  onChange={() => setMethod(choice.code)}
                />
                <span>
                  <strong>{choice.name}</strong>{' '}
                  {choice.price === 0 ? 'Free' : formatMinor(choice.price, currency)}
                  <span className="sf-shipping-estimate">{choice.estimate}</span>
                  {choice.christmasCutoff ? (
                    <span className="sf-christmas-cutoff">
                      Order by {christmasDate(choice.christmasCutoff)} for delivery before Christmas
                    </span>
                  ) : null}
                </span>
              </label>
            ))}
          </fieldset>
          <div className="sf-checkout-section sf-coupon">
            <Field label="Coupon code" error={errors.fields.coupon}>
              {(control) => (
                <input
                  {...control}
                  name="coupon"
                  autoComplete="off"
                  value={couponInput}
                  onChange={(event) => setCouponInput(event.target.value)}
                />
              )}
            </Field>
            <button
              type="button"
              className="sf-button sf-button-secondary"
              onClick={() => {
                setErrors((previous) => ({
                  ...previous,
                  fields: { ...previous.fields, coupon: undefined },
                }));
                setCoupon(couponInput.trim());
              }}
            >
              Apply
            </button>
          </div>
          <FormMessage message={errors.form} />
          <p className="sf-checkout-terms">
            By placing your order you agree to our <a href="/terms-of-sale/">terms of sale</a>.
          </p>
          <SubmitButton disabled={!quote}>Continue to payment</SubmitButton>
        </Form>
        <aside className="sf-checkout-aside">{summary}</aside>
      </div>
    </section>
  );
}
