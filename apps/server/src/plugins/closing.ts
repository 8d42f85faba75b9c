import type { FastifyInstance } from 'fastify';

/**
 * While the server shuts down, every answer closes its connection. Closing stops new connections
 * and drops idle keep-alive ones, but a connection busy with a request becomes idle only after
 * its answer, and would then stay open for the keep-alive timeout (72 s), holding the shutdown.
 */
export function registerConnectionDrain(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
