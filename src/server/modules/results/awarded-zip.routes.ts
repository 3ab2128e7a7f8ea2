import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uuidParamsSchema } from '../../../contract/common';
import { awardedZipQuerySchema, awardedZipResponse } from '../../../contract/results';
import { callerOf } from '../../lib/guard';
import { awardedZip } from './awarded-zip';
import { route, sendDownload } from '../../lib/route';

/** GET the ZIP of a contest's awarded and honourable-mention originals (admin Rankings). */
export const awardedZipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/results/contests/:id/awarded.zip',
    route(
      ['admin'],
      { params: uuidParamsSchema, querystring: awardedZipQuerySchema },
      { 200: awardedZipResponse },
    ),
    async (req, reply) => {
      const zip = await awardedZip(app.ctx, callerOf(req), req.params.id, req.query);
      return sendDownload(reply, 'application/zip', zip.fileName, zip.stream);
    },
  );
};
