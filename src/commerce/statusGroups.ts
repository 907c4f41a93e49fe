/** Status groups in order of progress, one list per flow (spec, order status groups). */
export const STATUS_FLOWS = {
  normal: [
    ['new', 'to_be_paid'],
    ['paid'],
    ['processing', 'label_printed', 'printed'],
    ['consolidated', 'packing'],
    ['disputed', 'issue'],
    ['complete', 'exchanged', 'refunded'],
  ],
  bespoke: [
    ['quote', 'bespoke_idle'],
    ['bespoke_requested_terms', 'bespoke_authorised_terms'],
    ['bespoke_mockup', 'bespoke_approved'],
    ['bespoke_paid', 'po_confirmed'],
    ['bespoke_production', 'bespoke_documents_printed'],
    ['bespoke_sorted'],
    ['bespoke_printing'],
    ['bespoke_packing'],
    ['bespoke_shipped', 'bespoke_refunded'],
  ],
  paper: [
    ['new', 'paid'],
    ['processing'],
    ['printed'],
    ['packing'],
    ['disputed', 'issue'],
    ['complete', 'exchanged', 'refunded'],
  ],
} as const satisfies Record<string, readonly (readonly string[])[]>;

export type StatusFlow = keyof typeof STATUS_FLOWS;

/** The index of the group holding the status in the flow, or -1 when the flow lacks it. */
export const statusGroupIndex = (flow: StatusFlow, status: string): number =>
  STATUS_FLOWS[flow].findIndex((group) => (group as readonly string[]).includes(status));

/**
 * Percentage complete = position of the current status group / (number of groups - 1),
 * as a whole percentage; undefined for a status outside the flow.
 */
export const percentageComplete = (flow: StatusFlow, status: string): number | undefined => {
  const index = statusGroupIndex(flow, status);
  if (index < 0) return undefined;
  return Math.round((index / (STATUS_FLOWS[flow].length - 1)) * 100);
};

/** Bespoke if ever in quote; shipped if ever in complete or bespoke_shipped (spec). */
export const wasEverBespoke = (history: string[]): boolean => history.includes('quote');
export const wasEverShipped = (history: string[]): boolean =>
  history.some((status) => status === 'complete' || status === 'bespoke_shipped');
