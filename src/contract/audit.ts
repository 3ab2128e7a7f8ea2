import { z } from 'zod';
import { auditListQuerySchema } from '../domain/schemas/admin';
import { instantSchema, pageSchema, operation } from './common';

// The audit log for admins (server module `audit`).

const auditEntrySchema = z.object({
  id: z.number().int(),
  /** null when the actor's account was deleted since. */
  actor: z.object({ id: z.string(), username: z.string().nullable() }).nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** The item's current name (a username or a contest title); null once it was deleted. */
  entityName: z.string().nullable(),
  /** A submission's row: the entry's title and participant (null otherwise, or once deleted). */
  entry: z.object({ title: z.string().nullable(), participant: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: instantSchema,
});
export type AuditEntry = z.output<typeof auditEntrySchema>;
const auditPageSchema = pageSchema(auditEntrySchema).extend({
  /** Usernames of the user ids named in the page's before/after values, by id. */
  names: z.record(z.string(), z.string()),
});
export type AuditPage = z.output<typeof auditPageSchema>;
const auditActorsSchema = z.object({
  items: z.array(z.object({ id: z.string(), username: z.string() })),
});

/** The operations of the audit area by operationId (src/contract/operations.ts). */
export const auditOperations = {
  listAudit: operation(
    'GET /api/admin/audit',
    'One page of the audit log',
    { querystring: auditListQuerySchema },
    { 200: auditPageSchema },
  ),
  listAuditActors: operation(
    'GET /api/admin/audit/actors',
    'Who appears in the audit log',
    {},
    { 200: auditActorsSchema },
  ),
};
