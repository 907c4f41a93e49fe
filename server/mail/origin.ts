/**
 * The origin links and images in a store's mail point at: the store's custom domain when
 * it has one (what its customers know), else the host the seller reached the dashboard
 * on (the store's subdomain), with the request's scheme.
 */
export function mailOrigin(
  request: { protocol: string; host: string },
  customDomain: string | null,
): string {
  return `${request.protocol}://${customDomain?.trim() || request.host}`;
}
