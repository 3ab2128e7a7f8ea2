import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../lib/guard';
import { awardedZip } from './awarded-zip';
import { op, sendDownload } from '../../lib/route';

/** GET the ZIP of a contest's awarded and honourable-mention originals (admin Rankings). */
export const awardedZipRoutes: FastifyPluginAsyncZod = async (app) => {
  op(app, 'downloadAwarded', ['admin'], async (req, reply) => {
    const zip = await awardedZip(app.ctx, callerOf(req), req.params.id, req.query);
    return sendDownload(reply, 'application/zip', zip.fileName, zip.stream);
  });
};
