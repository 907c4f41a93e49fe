import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type InjectOptions,
  type LightMyRequestResponse,
} from 'fastify';

/**
 * The socket address of requests the server makes to itself (the storefront's SSR and
 * mail export read the API in-process). A real socket always has an IP address, so a
 * client cannot pass for one of these.
 */
export const IN_PROCESS_ADDRESS = 'in-process';

/** `app.inject`, marked as in-process so it is not logged as a request of its own. */
export function injectInProcess(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, remoteAddress: IN_PROCESS_ADDRESS });
}

const isInProcess = (request: { socket?: { remoteAddress?: string } }): boolean =>
  request.socket?.remoteAddress === IN_PROCESS_ADDRESS;

/**
 * One log line per request a client made, written when it completes (Fastify's default
 * is two, one on arrival and one on completion, and each in-process API call of a page
 * render added two more: 4-6 lines a page view, issue 23). Errors are still logged where
 * they happen (http/errors.ts), in-process or not.
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ disableRequestLogging: isInProcess });
  }

  override incomingRequest(): void {
    // Nothing on arrival: the completion line carries the method and path.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
