import { Agent, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installDrain } from './drain.ts';

// Graceful shutdown: readiness fails, new connections are refused, the requests in flight are
// answered (also when they call the app in process, as a payment does with the simulator), and
// only then do the onClose hooks stop the timers and workers.

function get(
  port: number,
  path: string,
  agent?: Agent,
): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res: IncomingMessage) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('app.drain()', () => {
  it('fails readiness, refuses new connections, answers the requests in flight, then runs onClose', async () => {
    const app = Fastify({ logger: false });
    installDrain(app);
    app.decorate('draining', false);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const slowStarted = new Promise<void>((resolve) => (started = resolve));
    const events: string[] = [];
    app.get('/fast', async () => 'fast');
    app.get('/ready', async (_request, reply) => (app.draining ? reply.code(503).send('draining') : 'ready'));
    app.get('/slow', async () => {
      started();
      await gate;
      // An in-process call, as the payment gateway makes to the simulator.
      return `slow+${(await app.inject({ method: 'GET', url: '/fast' })).body}`;
    });
    app.addHook('onClose', async () => {
      events.push('onClose');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    expect((await get(port, '/ready', agent)).status).toBe(200);
    const slow = get(port, '/slow', agent);
    await slowStarted;

    const drained = app.drain().then(() => events.push('drained'));
    expect(app.draining).toBe(true);
    // The listening socket is closed: a balancer's new connection fails and goes elsewhere.
    await expect(get(port, '/fast')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(events).toEqual([]);

    release();
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: 'slow+fast', connection: 'close' });
    await drained;
    expect(events).toEqual(['onClose', 'drained']);
    agent.destroy();
  });

  it('with nothing in flight closes at once, and a second call waits for the same shutdown', async () => {
    const app = Fastify({ logger: false });
    installDrain(app);
    app.decorate('draining', false);
    app.get('/fast', async () => 'fast');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    // An idle keep-alive connection does not hold the shutdown up.
    expect((await get(port, '/fast', agent)).status).toBe(200);
    await Promise.all([app.drain(), app.drain()]);
    expect(app.server.listening).toBe(false);
    agent.destroy();
  });
});
