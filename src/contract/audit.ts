import { z } from 'zod';
import { instantSchema, pageSchema } from './common';

// The audit log for admins (server module `audit`).

export { auditListQuerySchema } from '../domain/schemas/admin';

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** null when the actor's account was deleted since. */
  actor: z.object({ id: z.string(), username: z.string().nullable() }).nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** The item's current name (a username or a contest title); null once it was deleted. */
  entityName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: instantSchema,
});
export type AuditEntry = z.output<typeof auditEntrySchema>;
export const auditPageSchema = pageSchema(auditEntrySchema);
