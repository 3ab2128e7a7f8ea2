import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OPERATIONS_BY_ID } from '../../contract/operations';
import type { Access } from './guard';

type Operations = typeof OPERATIONS_BY_ID;
/** The operations with a contract in the table, which `op` registers. */
type Registrable = {
  [K in keyof Operations]: Operations[K] extends { schema: object } ? K : never;
}[keyof Operations];
type Handler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;
type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Registers the operation `operationId` of the contract's table (src/contract/operations.ts): its
 * method, path, request parts and answers come from there; the route adds who may call it
 * (`config.access`, lib/guard.ts) and its handler, typed by the operation's zod schemas, and may run
 * a check of its own before the request is read (`onRequest`: sign-up's rate limit).
 */
export function op<K extends Registrable>(
  app: ZodApp,
  operationId: K,
  access: Access,
  handler: Handler<Operations[K]['schema']>,
  hooks: { onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<void> } = {},
): void {
  const { route: key, schema } = OPERATIONS_BY_ID[operationId] as { route: string; schema: FastifySchema };
  const [method, path] = key.split(' ');
  app.route({
    method,
    url: path.replace(/\{(\w+)\}/g, ':$1'),
    config: { access },
    schema,
    ...hooks,
    handler: handler as never,
  });
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
