import { fetchTransport, type Transport } from '../../src/api/transport';
import {
  affiliateProgrammeListSchema,
  affiliateProgrammeSchema,
  type AffiliateProgramme,
} from '../../src/affiliates/payouts';

/** The store's affiliates with their orders, commission and payouts (server/affiliates/routes.ts). */
export async function fetchAffiliates(
  divisionId: number,
  transport: Transport = fetchTransport(),
): Promise<AffiliateProgramme[]> {
  return affiliateProgrammeListSchema.parse(
    await transport({ method: 'GET', path: `/divisions/${divisionId}/affiliates/` }),
  ).affiliates;
}

/** Marks the payable commission the seller saw as paid; answers the affiliate afterwards. */
export async function markPayoutPaid(
  divisionId: number,
  affiliate: Pick<AffiliateProgramme, 'id' | 'version' | 'balance'>,
  transport: Transport = fetchTransport(),
): Promise<AffiliateProgramme> {
  const answer = (await transport({
    method: 'POST',
    path: `/divisions/${divisionId}/affiliates/${affiliate.id}/payouts/`,
    body: { version: affiliate.version, amount: affiliate.balance.payable },
  })) as { affiliate: unknown };
  return affiliateProgrammeSchema.parse(answer.affiliate);
}
