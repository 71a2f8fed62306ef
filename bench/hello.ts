/**
 * The yardstick: a Fastify hello-world in its own process, measured in the same run as the real
 * server so every figure can be given as a ratio to what Fastify itself does on this machine.
 * Started by bench/run.ts with PORT set; prints "ready" when listening.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log('ready');
