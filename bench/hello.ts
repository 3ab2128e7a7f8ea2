/**
 * The baseline server: a bare Fastify hello-world in its own process, on the same machine, so every
 * HTTP figure has a "what this machine does with no application at all" beside it. POST /sink reads
 * and discards a body: the transfer floor of an upload.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 100 * 1024 * 1024 });
app.addContentTypeParser('*', (_request, payload, done) => {
  let bytes = 0;
  payload.on('data', (chunk: Buffer) => (bytes += chunk.length));
  payload.on('end', () => done(null, bytes));
  payload.on('error', done);
});
app.get('/hello', async () => ({ hello: 'world' }));
// Lighthouse's baseline: a static page with one heading and no script.
app.get('/page', async (_request, reply) =>
  reply.type('text/html').send('<!doctype html><html lang="en"><title>Hello</title><h1>Hello</h1></html>'),
);
app.post('/sink', async (request) => ({ bytes: request.body }));

const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${address}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
