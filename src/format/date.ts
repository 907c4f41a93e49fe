/**
 * Date display of the spec: `DD/MM/YY hh:mm a`,
 * for example `05/03/26 02:07 pm`.
 */
export const DATE_DISPLAY_FORMAT = 'DD/MM/YY hh:mm a';

export interface FormatDateOptions {
  /**
   * IANA time zone the date is shown in. Defaults to the runtime's own zone (the shopper's
   * browser); server-rendered text that must match the client passes one explicitly.
   */
  timeZone?: string;
}

// Built per time zone and reused: constructing Intl formatters is the expensive part.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      // h12, not `hour12: true`: en-GB with hour12 shows midnight as "00:07 am".
      hourCycle: 'h12',
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats a date (a Date, an ISO string or epoch milliseconds) as `DD/MM/YY hh:mm a`.
 * An unparsable date gives an empty string: a list shows a blank cell rather than
 * "Invalid Date" to a shopper.
 */
export function formatDate(input: Date | string | number, options: FormatDateOptions = {}): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  const parts = formatterFor(options.timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  const dayPeriod = part('dayPeriod').toLowerCase();
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')} ${dayPeriod}`;
}
