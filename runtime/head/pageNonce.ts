/** The page's CSP script nonce (the server's csp-nonce meta), which every script the runtime adds must carry. */
export function pageNonce(): string | undefined {
  return document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined;
}
