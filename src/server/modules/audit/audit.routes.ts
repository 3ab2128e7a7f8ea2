import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as audit from './audit.service';
import { op } from '../../lib/route';

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  op(app, 'listAudit', ['admin'], async (req) => audit.listAudit(app.ctx, req.query));
  op(app, 'listAuditActors', ['admin'], async () => audit.listActors(app.ctx));
};
