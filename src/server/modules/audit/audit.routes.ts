import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorsSchema, auditListQuerySchema, auditPageSchema } from '../../../contract/audit';
import * as audit from './audit.service';
import { route } from '../../lib/route';

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    route(['admin'], { querystring: auditListQuerySchema }, { 200: auditPageSchema }),
    async (req) => audit.listAudit(app.ctx, req.query),
  );
  app.get('/api/admin/audit/actors', route(['admin'], {}, { 200: auditActorsSchema }), async () =>
    audit.listActors(app.ctx),
  );
};
