import type { FastifyReply, FastifySchema } from 'fastify';
import { responses } from '../../contract/common';
import type { Access } from './guard';

type RequestParts = Pick<FastifySchema, 'params' | 'querystring' | 'body' | 'headers'>;

/**
 * A route's options in one line: who may call it (`config.access`, lib/guard.ts) and its contract,
 * the request's parts and its answers by status (each beside the shared error answers) from
 * src/contract. The parts keep their zod types, so handlers are typed as with the options written out.
 */
export function route<const P extends RequestParts, const R extends Record<number, unknown>>(
  access: Access,
  parts: P,
  answers: R,
) {
  return { config: { access }, schema: { ...parts, response: responses(answers) } };
}

/**
 * Answers with a file to download (a CSV, a PDF, a ZIP): its media type, the name it is saved under,
 * and no cache may keep it (it is the caller's own).
 */
export function sendDownload(reply: FastifyReply, mediaType: string, fileName: string, body: unknown) {
  return reply
    .type(mediaType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}
