import { z } from 'zod';
import { fileResponse, instantSchema, operation, pageSchema } from './common';

// Email outbox, live events (server module `notifications`) and the reminder emails' unsubscribe
// pages (server module `entry-reminders`).

export const outboxQuerySchema = z.object({
  to: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  transport: z.string().nullable(),
  sentAt: instantSchema.nullable(),
  createdAt: instantSchema,
});
const outboxPageSchema = pageSchema(outboxEmailSchema).extend({ transport: z.string() });

/** GET /api/events: a server-sent event stream; each event names what changed, by id only. */
export const eventStreamResponse = {
  description: 'Server-sent events (contest-updated, emails, resync), ids only',
  content: { 'text/event-stream': { schema: z.string() } },
};

/** The unsubscribe link's signed token and the page's language. */
const unsubscribeParamsSchema = z.object({ token: z.string().max(300) });
const unsubscribeQuerySchema = z.object({ lang: z.enum(['pt', 'en']).optional() });
export const unsubscribePageResponse = fileResponse(
  'text/html',
  'The page confirming an unsubscribe (or a bad link)',
);
const unsubscribePageParts = { params: unsubscribeParamsSchema, querystring: unsubscribeQuerySchema };
const unsubscribePageAnswers = { 200: unsubscribePageResponse, 404: unsubscribePageResponse };

/** The operations of the notifications area by operationId (src/contract/operations.ts). */
export const notificationOperations = {
  listOutbox: operation(
    'GET /api/admin/outbox',
    'Emails waiting or failed',
    { querystring: outboxQuerySchema },
    { 200: outboxPageSchema },
  ),
  streamEvents: operation(
    'GET /api/events',
    'Server-sent events for the signed-in user',
    {},
    { 200: eventStreamResponse },
  ),
  showUnsubscribe: operation(
    'GET /unsubscribe/{token}',
    'Unsubscribes from reminders (a page)',
    unsubscribePageParts,
    unsubscribePageAnswers,
  ),
  resubscribe: operation(
    'POST /unsubscribe/{token}/resubscribe',
    'Subscribes again (a page)',
    unsubscribePageParts,
    unsubscribePageAnswers,
  ),
};

export type OutboxPage = z.output<typeof outboxPageSchema>;
