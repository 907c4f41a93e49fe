import { fetchTransport, type Transport } from '../../src/api/transport';
import { instagramStatusSchema, type InstagramStatus } from '../../src/social';

/** The store's Instagram connection (server/social/instagramRoutes.ts). */
export interface InstagramApi {
  status(divisionId: number): Promise<InstagramStatus>;
  connect(divisionId: number, accessToken: string): Promise<InstagramStatus>;
  disconnect(divisionId: number): Promise<InstagramStatus>;
}

export function httpInstagramApi(transport: Transport = fetchTransport()): InstagramApi {
  const path = (divisionId: number) => `/divisions/${divisionId}/social/instagram/`;
  const status = async (promise: Promise<unknown>) => instagramStatusSchema.parse(await promise);
  return {
    status: (divisionId) => status(transport({ method: 'GET', path: path(divisionId) })),
    connect: (divisionId, accessToken) =>
      status(
        transport({ method: 'POST', path: `${path(divisionId)}connect/`, body: { accessToken } }),
      ),
    disconnect: (divisionId) =>
      status(transport({ method: 'POST', path: `${path(divisionId)}disconnect/`, body: {} })),
  };
}
