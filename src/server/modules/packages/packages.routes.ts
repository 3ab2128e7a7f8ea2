import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noContentSchema } from '../../../contract/common';
import {
  adminPackageSchema,
  adminPackagesSchema,
  contestPackagesSchema,
  packageCategoryQuerySchema,
  packageCreateSchema,
  packageIdParamsSchema as idParams,
  packageUpdateSchema,
} from '../../../contract/packages';
import { callerOf } from '../../lib/guard';
import * as packages from './packages.service';
import { route } from '../../lib/route';

const ADMIN = ['admin'] as const;

export const adminPackageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/packages', route(ADMIN, {}, { 200: adminPackagesSchema }), async () =>
    packages.listForAdmin(app.ctx),
  );

  app.post(
    '/api/admin/packages',
    route(ADMIN, { body: packageCreateSchema }, { 201: adminPackageSchema }),
    async (req, reply) =>
      reply.status(201).send(await packages.createPackage(app.ctx, callerOf(req), req.body)),
  );

  app.put(
    '/api/admin/packages/:id',
    route(ADMIN, { params: idParams, body: packageUpdateSchema }, { 200: adminPackageSchema }),
    async (req) => packages.updatePackage(app.ctx, callerOf(req), req.params.id, req.body),
  );

  app.delete(
    '/api/admin/packages/:id',
    route(ADMIN, { params: idParams }, { 204: noContentSchema }),
    async (req, reply) => {
      await packages.deletePackage(app.ctx, callerOf(req), req.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** Packages a participant can buy for a contest of the category (read by the submit dialog). */
export const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/packages',
    route('authenticated', { querystring: packageCategoryQuerySchema }, { 200: contestPackagesSchema }),
    async (req) => packages.listForParticipant(app.ctx, req.query.category),
  );
};
