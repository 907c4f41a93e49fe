import type { FastifyInstance } from 'fastify';
import type { ChatStreamEvent } from '../../src/chat/conversation';
import type { AppContext } from '../context';
import { createFanOut } from '../notifications/hub';
import { createChatNotices } from './notices';
import { registerLiveChatRoutes } from './routes';

/**
 * Live chat for one server process: storage and the fan-out of chat events (the
 * notifications' fan-out, on its own Redis channel when REDIS_URL is set).
 */
export function createLiveChatModule(app: FastifyInstance, ctx: AppContext) {
  const repo = ctx.repos.liveChat;
  const hub = createFanOut<string, ChatStreamEvent>(
    ctx.config.redisUrl,
    ctx.config.redisPrefix,
    'live-chat',
  );
  app.addHook('onReady', async () => hub.ready());
  app.addHook('onClose', async () => hub.close());
  return {
    repo,
    hub,
    register: (api: FastifyInstance) =>
      registerLiveChatRoutes(api, ctx, {
        repo,
        hub,
        notices: createChatNotices(repo, ctx.notifier),
      }),
  };
}
