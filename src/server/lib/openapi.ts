import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { responses } from '../../contract/common';
import { openApiDocumentSchema } from '../../contract/system';
import type { Access } from './guard';

/** The version of the API's shape (not of the app): raised when an answer changes incompatibly. */
const API_VERSION = '1';

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
      const transformed = jsonSchemaTransform(document);
      const access = document.route.config?.access;
      return {
        ...transformed,
        schema: {
          ...transformed.schema,
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
