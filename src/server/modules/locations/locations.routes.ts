import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES } from '../../../domain/schemas/account';
import { notFound } from '../../lib/errors';
import { listCities, listCountries, listStates } from './locations.service';

// Reference data ships with the app and never changes at run time: cache it hard.
const CACHE = 'public, max-age=86400';

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/locations/countries',
    {
      config: { access: 'public' },
      schema: { querystring: z.object({ locale: z.enum(LOCALES).default('pt') }) },
    },
    async (req, reply) => {
      reply.header('cache-control', CACHE);
      return listCountries(req.query.locale);
    },
  );
  app.get('/api/locations/br/states', { config: { access: 'public' } }, async (_req, reply) => {
    reply.header('cache-control', CACHE);
    return listStates();
  });
  app.get(
    '/api/locations/br/states/:stateCode/cities',
    { config: { access: 'public' }, schema: { params: z.object({ stateCode: z.string().max(8) }) } },
    async (req, reply) => {
      const cities = listCities(req.params.stateCode);
      if (!cities) throw notFound();
      reply.header('cache-control', CACHE);
      return cities;
    },
  );
};
