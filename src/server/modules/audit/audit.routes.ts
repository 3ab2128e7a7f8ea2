import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuerySchema } from '../../../domain/schemas/admin';
import * as audit from './audit.service';

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    { config: { access: ['admin'] }, schema: { querystring: auditListQuerySchema } },
    async (req) => audit.listAudit(app.ctx, req.query),
  );
};
