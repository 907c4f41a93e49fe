import { useServices } from '../app/ServicesContext';
import { ChevronDownIcon } from './icons';

/**
 * Lets a shopper pick a display currency from those the store's currency plugin offers
 * (a comma list). The choice is kept in the `currency` cookie and
 * the page reloads so prices re-render server-side in the new currency. Drawn as a pill in
 * the header's colours (the chevron is decorative: the native select keeps the keyboard
 * and screen-reader behaviour).
 */
export function CurrencySelector() {
  const { coreData } = useServices();
  const plugin = coreData.state.subdomain.plugins.currency;
  if (!plugin?.enabled) return null;
  const codes = [
    ...new Set([
      'GBP',
      ...plugin.currencies
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    ]),
  ];
  if (codes.length < 2) return null;
  return (
    <label className="sf-currency">
      <span className="ui-visually-hidden">Currency</span>
      <select
        defaultValue={coreData.state.currency}
        onChange={(event) => {
          document.cookie = `currency=${encodeURIComponent(event.target.value)}; path=/; max-age=31536000; samesite=lax`;
          window.location.reload();
        }}
      >
        {codes.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <ChevronDownIcon />
    </label>
  );
}
