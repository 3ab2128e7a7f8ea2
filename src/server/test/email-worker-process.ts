// One server's email delivery alone (the job queue and its worker, as app.ts starts them), as a real
// process that a test can kill in the middle of a send (lib/job-expiry.api.test.ts).
import Fastify from 'fastify';
import { connectDatabase } from '../db/client';
import { startJobs } from '../lib/jobs';
import { createMailer, EMAIL_QUEUE, startEmailWorker } from '../lib/mail';

const env = process.env;
const databaseUrl = env.DATABASE_URL!;
const log = Fastify({ logger: { level: 'warn' } }).log;
const db = connectDatabase(databaseUrl, { max: 2 });
const jobs = await startJobs(databaseUrl, log, [EMAIL_QUEUE], {
  poolSize: 2,
  maintenanceSeconds: Number(env.JOB_MAINTENANCE_SECONDS),
});
const mailer = createMailer({
  db,
  jobs,
  log,
  smtpUrl: env.SMTP_URL,
  from: 'Jurado <no-reply@jurado.test>',
  jobTiming: { expireInSeconds: Number(env.JOB_EXPIRE_SECONDS), retryDelaySeconds: 1 },
});
await startEmailWorker(jobs, mailer, { pollingSeconds: 1, pauseMs: 0 });
console.log('worker ready');
