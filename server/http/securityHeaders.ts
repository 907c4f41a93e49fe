import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response (helmet), with a Content-Security-Policy whose
 * script-src carries a fresh nonce per request: the SSR host puts the same nonce on the
 * inline state script. Styles allow 'unsafe-inline' because React style attributes and
 * per-store theme variables are inline; scripts never are without the nonce.
 */
declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}

type NoncedMessage = IncomingMessage & { cspNonce?: string };

export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    const nonce = randomBytes(16).toString('base64');
    request.cspNonce = nonce;
    (request.raw as NoncedMessage).cspNonce = nonce;
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (req) => `'nonce-${(req as NoncedMessage).cspNonce ?? ''}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https:'],
        mediaSrc: ["'self'", 'https:', 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Storefront pages embed third-party media (YouTube, iframes) that do not send CORP.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
