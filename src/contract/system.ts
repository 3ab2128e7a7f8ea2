import { z } from 'zod';

// What is not a feature: health checks, the catch-all 404, and the API's own description.

export const liveSchema = z.object({ status: z.literal('live') });
export const readySchema = z.object({ status: z.literal('ready') });
export const notReadySchema = z.object({
  status: z.enum(['draining', 'database-unavailable', 'storage-unavailable']),
});

/** The OpenAPI 3.1 document of this API (GET /api/admin/openapi.json). */
export const openApiDocumentSchema = z
  .looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) })
  .describe('The OpenAPI 3.1 document of this API');
