import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { callerOf } from '../../lib/guard';
import { IMAGE_MAX_BYTES } from '../../lib/images';
import { deleteMine, updateMyEntryText } from './edit-my-submission';
import { listMine, listMySubmissionFilters } from './list-my-submissions';
import { listOverall } from './list-overall-scores';
import { readImage } from './read-image';
import { MAX_PHOTOS_PER_REQUEST, multipartError, submitPhotos } from './submit-photos';
import { submitVideos } from './submit-videos';
import { op } from '../../lib/route';

// Images never change under a key; "private" keeps shared caches (proxies, CDNs) from storing
// photos that only some users may see.
const IMAGE_CACHE = 'private, max-age=86400';

export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  op(app, 'submitPhoto', ['participant'], async (req, reply) => {
    // A client that hangs up mid-upload: stop reading, remove the scratch files.
    const hangUp = new AbortController();
    const onClose = () => {
      if (!req.raw.complete) hangUp.abort(new AppError('BAD_REQUEST', 'The upload stopped before its end'));
    };
    req.raw.on('close', onClose);
    try {
      const parts = req.parts({
        limits: {
          fileSize: IMAGE_MAX_BYTES,
          files: MAX_PHOTOS_PER_REQUEST + 1,
          fields: 10,
          fieldSize: 200,
          parts: 30,
        },
      });
      const items = await submitPhotos(app.ctx, callerOf(req), req.params.id, parts, hangUp.signal);
      return reply.status(201).send({ items });
    } catch (error) {
      // A refusal can come before the photo was read (a full package, a closed contest). Let the
      // rest of the body flow to nowhere, so the client finishes sending and reads the answer,
      // and the connection is not left waiting on a paused upload.
      if (!req.raw.complete) {
        req.raw.unpipe();
        req.raw.resume();
      }
      // A body that is not well-formed multipart (no boundary, a wrong one, cut short) is a 400.
      throw multipartError(error);
    } finally {
      req.raw.off('close', onClose);
    }
  });

  op(app, 'submitFilms', ['participant'], async (req, reply) => {
    const items = await submitVideos(app.ctx, callerOf(req), req.params.id, req.body);
    return reply.status(201).send({ items });
  });

  op(app, 'listMySubmissions', ['participant'], async (req) => listMine(app.ctx, callerOf(req), req.query));

  op(app, 'getMySubmissionFilters', ['participant'], async (req) =>
    listMySubmissionFilters(app.ctx, callerOf(req)),
  );

  op(app, 'editMySubmission', ['participant'], async (req) =>
    updateMyEntryText(app.ctx, callerOf(req), req.params.id, req.body),
  );

  op(app, 'deleteMySubmission', ['participant'], async (req, reply) => {
    await deleteMine(app.ctx, callerOf(req), req.params.id);
    return reply.status(204).send(null);
  });

  op(app, 'listOverallScores', ['participant'], async (req) =>
    listOverall(app.ctx, callerOf(req), req.params.id, req.query),
  );

  op(app, 'getImage', 'authenticated', async (req, reply) => {
    const image = await readImage(
      app.ctx,
      callerOf(req),
      req.params.submissionId,
      req.params.variant,
      req.headers['if-none-match'],
    );
    reply.header('cache-control', IMAGE_CACHE).header('vary', 'cookie').header('etag', image.etag);
    if (image.notModified) return reply.status(304).send(null);
    reply.type(image.contentType).header('content-length', image.bytes);
    if (image.downloadName)
      reply.header('content-disposition', `attachment; filename="${image.downloadName}"`);
    return reply.send(image.stream);
  });
};
