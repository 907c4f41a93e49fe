import { SHIPPING_COUNTRIES } from '../../src/commerce/shipping';
import { Field } from '../../src/ui';
import type { Address } from '../../src/commerce';

export type AddressErrors = Partial<Record<keyof Address, string>>;

/**
 * An address as a group of labelled fields with autofill tokens, so browsers and password
 * managers fill them: `prefix` is `shipping` or `billing` (the autocomplete section).
 */
export function AddressFields({
  legend,
  prefix,
  value,
  errors,
  onChange,
}: {
  legend: string;
  prefix: 'shipping' | 'billing';
  value: Address;
  errors: AddressErrors;
  onChange: (address: Address) => void;
}) {
  const set = (key: keyof Address) => (event: { target: { value: string } }) =>
    onChange({ ...value, [key]: event.target.value });
  const auto = (token: string) => `section-${prefix} ${prefix} ${token}`;
  const uk = value.country === 'GB';
  return (
    <fieldset className="sf-checkout-section">
      <legend>{legend}</legend>
      <Field label="Full name" error={errors.name} required>
        {(control) => (
          <input
            {...control}
            name={`${prefix}-name`}
            autoComplete={auto('name')}
            value={value.name}
            onChange={set('name')}
          />
        )}
      </Field>
      <Field label="Company" error={errors.company}>
        {(control) => (
          <input
            {...control}
            name={`${prefix}-company`}
            autoComplete={auto('organization')}
            value={value.company ?? ''}
            onChange={set('company')}
          />
        )}
      </Field>
      <Field label="Street address" error={errors.street} required>
        {(control) => (
          <input
            {...control}
            name={`${prefix}-street`}
            autoComplete={auto('street-address')}
            value={value.street}
            onChange={set('street')}
          />
        )}
      </Field>
      <div className="sf-checkout-pair">
        <Field label="Town or city" error={errors.city} required>
          {(control) => (
            <input
              {...control}
              name={`${prefix}-city`}
              autoComplete={auto('address-level2')}
              value={value.city}
              onChange={set('city')}
            />
          )}
        </Field>
        <Field label={uk ? 'County' : 'State or region'} error={errors.state}>
          {(control) => (
            <input
              {...control}
              name={`${prefix}-state`}
              autoComplete={auto('address-level1')}
              value={value.state ?? ''}
              onChange={set('state')}
            />
          )}
        </Field>
      </div>
      <div className="sf-checkout-pair">
        <Field label={uk ? 'Postcode' : 'Postal code'} error={errors.zip} required>
          {(control) => (
            <input
              {...control}
              name={`${prefix}-zip`}
              autoComplete={auto('postal-code')}
              value={value.zip}
              onChange={set('zip')}
            />
          )}
        </Field>
        <Field label="Country" error={errors.country} required>
          {(control) => (
            <select
              {...control}
              name={`${prefix}-country`}
              autoComplete={auto('country')}
              value={value.country}
              onChange={set('country')}
            >
              {SHIPPING_COUNTRIES.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </fieldset>
  );
}
