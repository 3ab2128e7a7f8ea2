import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditPageSchema } from '../../../contract/audit';
import * as audit from './audit.service';
import { route } from '../../lib/route';

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    route(['admin'], { querystring: auditListQuerySchema }, { 200: auditPageSchema }),
    async (req) => audit.listAudit(app.ctx, req.query),
  );
};
