import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { Address } from '../../../src/commerce';
import type { AfterSalesItem, AfterSalesView } from '../../../src/commerce/afterSalesView';
import { ApiError, ValidationError } from '../../../src/errors';
import { ConfirmDialog, Field } from '../../../src/ui';
import { useServices } from '../../app/ServicesContext';
import { STOREFRONT_MESSAGES } from '../../messages';
import { AddressFields, type AddressErrors } from '../AddressFields';
import { OrderLoadState } from '../OrderStates';
import { FindOrderForm } from './FindOrderForm';
import { itemLabel } from './itemLabel';
import { orderOfConflict, useAfterSalesOrder } from './useAfterSales';

type Mode = 'edit' | 'address';
const PATH = { edit: '/edit-order/{-$orderHash}', address: '/update-address/{-$orderHash}' };
const TITLE = { edit: 'Edit your order', address: 'Update your delivery address' };

/** /edit-order/{orderHash?}: change an item's size or colour, the address, or cancel. */
export const EditOrderScreen = () => <OrderChanges mode="edit" />;
/** /update-address/{orderHash?}: change the delivery address only. */
export const UpdateAddressScreen = () => <OrderChanges mode="address" />;

/**
 * Changes are allowed until the order reaches processing (canEditOrder); after that the
 * page says why instead of offering them. Each change sends the version the page shows;
 * a refused one (409) brings the order as it is now, so the page catches up.
 */
function OrderChanges({ mode }: { mode: Mode }) {
  const { orderHash } = useParams({ strict: false }) as { orderHash?: string };
  const navigate = useNavigate();
  if (!orderHash)
    return (
      <section className="sf-checkout sf-after-sales">
        <h1>{TITLE[mode]}</h1>
        <p>Find your order to change it.</p>
        <FindOrderForm
          onFound={(hash) => void navigate({ to: PATH[mode], params: { orderHash: hash } })}
        />
      </section>
    );
  return <Changes mode={mode} hash={orderHash} />;
}

function issuesUnder(failure: unknown, prefix: string): AddressErrors {
  const errors: AddressErrors = {};
  if (!(failure instanceof ValidationError)) return errors;
  for (const issue of failure.issues)
    if (issue.field.startsWith(`${prefix}.`))
      errors[issue.field.slice(prefix.length + 1) as keyof Address] ??= issue.message;
  return errors;
}

function Changes({ mode, hash }: { mode: Mode; hash: string }) {
  const services = useServices();
  const { client, load, setOrder, reload } = useAfterSalesOrder(hash);
  const [saved, setSaved] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  /** Runs a change; answers the field errors of a 422, shows anything else. */
  async function change(run: () => Promise<AfterSalesView>, done: string): Promise<unknown> {
    setSaved(null);
    setRefusal(null);
    try {
      setOrder(await run());
      setSaved(done);
      return null;
    } catch (failure) {
      const current = orderOfConflict(failure);
      if (current) setOrder(current);
      if (failure instanceof ApiError && failure.status === 422) return failure;
      const message = failure instanceof ApiError ? failure.message : STOREFRONT_MESSAGES.general;
      setRefusal(message);
      services.snackbar.pushError(message);
      return failure;
    }
  }

  if (load.state !== 'ready')
    return (
      <section className="sf-checkout sf-after-sales">
        <OrderLoadState load={load} onRetry={() => void reload()} />
      </section>
    );
  const { order } = load;
  return (
    <section className="sf-checkout sf-after-sales">
      <h1>
        {TITLE[mode]}: order {order.reference}
      </h1>
      {saved ? <p role="status">{saved}</p> : null}
      {!order.editable ? (
        <div className="sf-order-locked">
          <p role="alert">{order.lockedMessage}</p>
          {order.returnable ? (
            <p>
              <Link to="/returns/{-$orderHash}" params={{ orderHash: order.hash }}>
                Return items from this order instead
              </Link>
            </p>
          ) : null}
        </div>
      ) : (
        <>
          {refusal ? <p role="alert">{refusal}</p> : null}
          {mode === 'edit'
            ? order.items
                .filter((item) => item.choices.length > 0)
                .map((item) => (
                  <ItemOptionsForm
                    key={`${item.id}-${order.version}`}
                    item={item}
                    onSave={(colour, size) =>
                      change(
                        () =>
                          client.changeItem(hash, item.id, {
                            version: order.version,
                            colour,
                            size,
                          }),
                        `${item.name} is now ${[colour, size].filter(Boolean).join(', ')}`,
                      )
                    }
                  />
                ))
            : null}
          <AddressForm
            key={`address-${order.version}`}
            address={order.shippingAddress}
            onSave={(shippingAddress) =>
              change(
                () => client.changeAddress(hash, { version: order.version, shippingAddress }),
                'Your delivery address is saved',
              )
            }
          />
          {mode === 'edit' ? (
            <CancelOrder
              onCancel={() =>
                change(() => client.cancel(hash, order.version), 'Your order is cancelled')
              }
            />
          ) : null}
        </>
      )}
    </section>
  );
}

function ItemOptionsForm({
  item,
  onSave,
}: {
  item: AfterSalesItem;
  onSave: (colour: string, size: string) => Promise<unknown>;
}) {
  const [colour, setColour] = useState(item.options.colour ?? item.choices[0]!.colour);
  const sizes = item.choices.find((choice) => choice.colour === colour)?.sizes ?? [];
  const [size, setSize] = useState(item.options.size ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const failure = await onSave(colour, sizes.includes(size) ? size : (sizes[0] ?? ''));
    setError(failure instanceof ValidationError ? failure.firstMessage : null);
    setBusy(false);
  }

  return (
    <form className="sf-checkout-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="sf-checkout-section">
        <legend>{itemLabel(item)}</legend>
        <div className="sf-checkout-pair">
          <Field label="Colour">
            {(control) => (
              <select
                {...control}
                name={`colour-${item.id}`}
                value={colour}
                onChange={(event) => setColour(event.target.value)}
              >
                {item.choices.map((choice) => (
                  <option key={choice.colour} value={choice.colour}>
                    {choice.colour}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {sizes.length > 0 ? (
            <Field label="Size" error={error}>
              {(control) => (
                <select
                  {...control}
                  name={`size-${item.id}`}
                  value={sizes.includes(size) ? size : sizes[0]}
                  onChange={(event) => setSize(event.target.value)}
                >
                  {sizes.map((each) => (
                    <option key={each} value={each}>
                      {each}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
        </div>
        <p>
          <button type="submit" className="sf-button" disabled={busy}>
            Save {item.name}
          </button>
        </p>
      </fieldset>
    </form>
  );
}

function AddressForm({
  address,
  onSave,
}: {
  address: Address;
  onSave: (address: Address) => Promise<unknown>;
}) {
  const [value, setValue] = useState<Address>(address);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors(issuesUnder(await onSave(value), 'shippingAddress'));
    setBusy(false);
  }

  return (
    <form className="sf-checkout-form" noValidate onSubmit={(event) => void submit(event)}>
      <AddressFields
        legend="Delivery address"
        prefix="shipping"
        value={value}
        errors={errors}
        onChange={setValue}
      />
      <p>
        <button type="submit" className="sf-button" disabled={busy}>
          Save address
        </button>
      </p>
    </form>
  );
}

function CancelOrder({ onCancel }: { onCancel: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <div className="sf-checkout-section">
      <h2>Cancel the order</h2>
      <p>A paid order is refunded in full to the card it was paid with.</p>
      <p>
        <button
          type="button"
          className="sf-button sf-button-secondary"
          onClick={() => setOpen(true)}
        >
          Cancel order
        </button>
      </p>
      <ConfirmDialog
        open={open}
        title="Cancel order"
        text="Are you sure you want to cancel this order?"
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        destructive
        busy={busy}
        onConfirm={() => {
          setBusy(true);
          void onCancel().finally(() => {
            setBusy(false);
            setOpen(false);
          });
        }}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
