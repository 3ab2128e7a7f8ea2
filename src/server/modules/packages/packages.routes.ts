import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/guard';
import * as packages from './packages.service';
import { op } from '../../lib/route';

const ADMIN = ['admin'] as const;

export const adminPackageRoutes: FastifyPluginAsyncZod = async (app) => {
  op(app, 'listPackages', ADMIN, async () => packages.listForAdmin(app.ctx));

  op(app, 'createPackage', ADMIN, async (req, reply) =>
    reply.status(201).send(await packages.createPackage(app.ctx, callerOf(req), req.body)),
  );

  op(app, 'updatePackage', ADMIN, async (req) =>
    packages.updatePackage(app.ctx, callerOf(req), req.params.id, req.body),
  );

  op(app, 'deletePackage', ADMIN, async (req, reply) => {
    await packages.deletePackage(app.ctx, callerOf(req), req.params.id);
    return reply.status(204).send(null);
  });
};

/** Packages a participant can buy for a contest of the category (read by the submit dialog). */
export const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  op(app, 'listOfferedPackages', 'authenticated', async (req) =>
    packages.listForParticipant(app.ctx, req.query.category),
  );
};
