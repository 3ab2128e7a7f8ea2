// s3rver in a process of its own, for tests that stop, freeze (SIGSTOP) and restart the bucket's
// server under a running Jurado: node --import tsx s3-server-main.ts <directory> <port> <bucket>.
import S3rver from '@20minutes/s3rver';

const [directory, port, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
await server.run();
process.stdout.write(`s3 listening on ${port}\n`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
