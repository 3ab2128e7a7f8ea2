import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditPageSchema } from '../../../contract/audit';
import { responses } from '../../../contract/common';
import * as audit from './audit.service';

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      config: { access: ['admin'] },
      schema: { querystring: auditListQuerySchema, response: responses({ 200: auditPageSchema }) },
    },
    async (req) => audit.listAudit(app.ctx, req.query),
  );
};
