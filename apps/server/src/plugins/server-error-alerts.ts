import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorBurst } from '../lib/error-burst.ts';

/**
 * One operations alert when this process answers a burst of 5xx (lib/error-burst.ts: 5 within 60 s, then quiet for
 * 10 minutes). The text names the route's pattern, never its URL, which may carry an e-mail address or an id.
 */
export const serverErrorAlertsPlugin = fp(async (app: FastifyInstance) => {
  const errors = new ErrorBurst();
  const { count, windowMs, quietMs } = errors.rule;
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 500 || !errors.record()) return;
    const route = request.routeOptions.url ?? '(no route)';
    void app.opsAlerts.send(
      `Kinderly (${app.config.PUBLIC_URL}): ${count} server errors within ${windowMs / 1000} s in process ${process.pid}. ` +
        `Last: ${request.method} ${route} answered ${reply.statusCode}, request id ${request.id}. ` +
        `No other such alert for ${quietMs / 60_000} minutes.`,
    );
  });
});
