import { z } from 'zod';
import { instantSchema, pageSchema, operation } from './common';

// Email outbox and live events (server module `notifications`).

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
export const outboxPageSchema = pageSchema(outboxEmailSchema).extend({ transport: z.string() });

/** GET /api/events: a server-sent event stream; each event names what changed, by id only. */
export const eventStreamResponse = {
  description: 'Server-sent events (contest-updated, emails, resync), ids only',
  content: { 'text/event-stream': { schema: z.string() } },
};

/** The operations of the notifications area by operationId (src/contract/operations.ts). */
export const notificationOperations = {
  listOutbox: operation(
    'GET /api/admin/outbox',
    'Emails waiting or failed',
    { querystring: outboxQuerySchema },
    { 200: outboxPageSchema },
  ),
};

export type OutboxPage = z.output<typeof outboxPageSchema>;
