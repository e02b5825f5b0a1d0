// The reference for `npm run bench`: a bare Fastify hello-world, run as its own process on the
// same machine and in the same run as the product, so the ratio cancels out the machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.send?.('ready');
