import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  packageCategoryQuerySchema,
  packageCreateSchema,
  packageUpdateSchema,
} from '../../../domain/schemas/admin';
import { callerOf } from '../../lib/guard';
import * as packages from './packages.service';

const admin = { access: ['admin'] } as const;
const idParams = z.object({ id: z.string().max(100) });

export const adminPackageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/packages', { config: admin }, async () => packages.listForAdmin(app.ctx));

  app.post(
    '/api/admin/packages',
    { config: admin, schema: { body: packageCreateSchema } },
    async (req, reply) =>
      reply.status(201).send(await packages.createPackage(app.ctx, callerOf(req), req.body)),
  );

  app.put(
    '/api/admin/packages/:id',
    { config: admin, schema: { params: idParams, body: packageUpdateSchema } },
    async (req) => packages.updatePackage(app.ctx, callerOf(req), req.params.id, req.body),
  );

  app.delete(
    '/api/admin/packages/:id',
    { config: admin, schema: { params: idParams } },
    async (req, reply) => {
      await packages.deletePackage(app.ctx, callerOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
};

/** Packages a participant can buy for a contest of the category (read by the submit dialog). */
export const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/packages',
    { config: { access: 'authenticated' }, schema: { querystring: packageCategoryQuerySchema } },
    async (req) => packages.listForParticipant(app.ctx, req.query.category),
  );
};
