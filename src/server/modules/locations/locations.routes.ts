import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  citiesSchema,
  countriesQuerySchema,
  countriesSchema,
  stateParamsSchema,
  statesSchema,
} from '../../../contract/locations';
import { notFound } from '../../lib/errors';
import { listCities, listCountries, listStates } from './locations.service';
import { route } from '../../lib/route';

// Reference data ships with the app and never changes at run time: cache it hard.
const CACHE = 'public, max-age=86400';

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/locations/countries',
    route('public', { querystring: countriesQuerySchema }, { 200: countriesSchema }),
    async (req, reply) => {
      reply.header('cache-control', CACHE);
      return listCountries(req.query.locale);
    },
  );
  app.get('/api/locations/br/states', route('public', {}, { 200: statesSchema }), async (_req, reply) => {
    reply.header('cache-control', CACHE);
    return listStates();
  });
  app.get(
    '/api/locations/br/states/:stateCode/cities',
    route('public', { params: stateParamsSchema }, { 200: citiesSchema }),
    async (req, reply) => {
      const cities = listCities(req.params.stateCode);
      if (!cities) throw notFound();
      reply.header('cache-control', CACHE);
      return cities;
    },
  );
};
