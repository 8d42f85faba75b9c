import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLoggerFactory } from '../src/lib/request-logger';

/** A Fastify app on the request logger, its log lines read back as objects. */
async function appAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    genReqId: () => 'req-1',
    childLoggerFactory: requestLoggerFactory,
  });
  app.get('/', async (request) => {
    request.log.info({ step: 'info' }, 'said at info');
    request.log.warn({ step: 'warn' }, 'said at warn');
    request.log.child({ part: 'inner' }).error('said by a child');
    return { level: request.log.level };
  });
  await app.ready();
  return { app, lines };
}

describe('request logger (issue 40)', () => {
  it('writes the lines of the levels kept, with the request id, as pino’s child would', async () => {
    const { app, lines } = await appAt('warn');
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.json()).toEqual({ level: 'warn' });
    expect(lines.map((l) => l.msg)).toEqual(['said at warn', 'said by a child']);
    expect(lines[0]).toMatchObject({ level: 40, reqId: 'req-1', step: 'warn' });
    expect(lines[1]).toMatchObject({ level: 50, reqId: 'req-1', part: 'inner' });
    await app.close();
  });

  it('keeps Fastify’s request lines at info', async () => {
    const { app, lines } = await appAt('info');
    await app.inject({ method: 'GET', url: '/' });
    expect(lines.map((l) => l.msg)).toEqual([
      'incoming request',
      'said at info',
      'said at warn',
      'said by a child',
      'request completed',
    ]);
    expect(lines.every((l) => l.reqId === 'req-1')).toBe(true);
    await app.close();
  });
});
