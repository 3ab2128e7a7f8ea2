import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { responses } from '../../contract/common';
import { operationOf } from '../../contract/operations';
import { photoUploadFormSchema } from '../../contract/submissions';
import { openApiDocumentSchema } from '../../contract/system';
import { z } from 'zod';
import type { Access } from './guard';

/** The version of the API's shape (not of the app): raised when an answer changes incompatibly. */
const API_VERSION = '1';

/** Fastify's route URL as OpenAPI writes it: `:id` becomes `{id}`, the wildcard `{*}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, '{$1}').replace('*', '{*}');
}

/** Requests read part by part as multipart/form-data, described for the document only. */
const MULTIPART_BODIES: Record<string, z.ZodType> = {
  'POST /api/participant/contests/{id}/photos': photoUploadFormSchema,
};

/** Who may call a route, as the document says it (the guard's `config.access`). */
function describeAccess(access: Access | undefined): string {
  if (access === undefined) return "Better Auth's own route, reached through the proxy";
  if (access === 'public') return 'Anyone';
  if (access === 'authenticated') return 'Any signed-in user';
  return `Signed-in users with the role ${access.join(', ')}`;
}

/**
 * The OpenAPI 3.1 document of the API, generated from the routes' zod schemas (src/contract): every
 * route's request, its answers and the one error body. Registered before the routes so that it sees
 * each of them; served to admins only (GET /api/admin/openapi.json).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Jurado API',
        version: API_VERSION,
        description:
          'Contest judging for a wedding-photography association. Sessions are httpOnly cookies set by ' +
          'POST /api/auth/sign-in/email; every error answers the ErrorBody schema, its code translated ' +
          'on the web as errors.<code>.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        },
      },
    },
    transform: (document) => {
      const access = document.route.config?.access;
      // The web build's files (@fastify/static) are not the API.
      if (!access && !document.url.startsWith('/api/')) return { schema: { hide: true }, url: document.url };
      const transformed = jsonSchemaTransform(document);
      const path = openApiPath(document.url);
      const method = [document.route.method].flat()[0];
      const operation = operationOf(String(method), path);
      const multipart = MULTIPART_BODIES[`${String(method)} ${path}`];
      return {
        ...transformed,
        schema: {
          ...transformed.schema,
          ...(operation
            ? { operationId: operation.operationId, tags: [operation.tag], summary: operation.summary }
            : {}),
          ...(multipart
            ? { consumes: ['multipart/form-data'], body: z.toJSONSchema(multipart, { io: 'input' }) }
            : {}),
          description: describeAccess(access),
          ...(access && access !== 'public' ? { security: [{ session: [] }] } : {}),
        },
      };
    },
    transformObject: jsonSchemaTransformObject,
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/openapi.json',
    { config: { access: ['admin'] }, schema: { response: responses({ 200: openApiDocumentSchema }) } },
    async () =>
      app.swagger() as unknown as {
        openapi: string;
        info: Record<string, unknown>;
        paths: Record<string, unknown>;
      },
  );
}
