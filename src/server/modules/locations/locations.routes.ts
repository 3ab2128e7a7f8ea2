import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../../contract/common';
import {
  citiesSchema,
  countriesQuerySchema,
  countriesSchema,
  stateParamsSchema,
  statesSchema,
} from '../../../contract/locations';
import { notFound } from '../../lib/errors';
import { listCities, listCountries, listStates } from './locations.service';

// Reference data ships with the app and never changes at run time: cache it hard.
const CACHE = 'public, max-age=86400';

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/locations/countries',
    {
      config: { access: 'public' },
      schema: { querystring: countriesQuerySchema, response: responses({ 200: countriesSchema }) },
    },
    async (req, reply) => {
      reply.header('cache-control', CACHE);
      return listCountries(req.query.locale);
    },
  );
  app.get(
    '/api/locations/br/states',
    { config: { access: 'public' }, schema: { response: responses({ 200: statesSchema }) } },
    async (_req, reply) => {
      reply.header('cache-control', CACHE);
      return listStates();
    },
  );
  app.get(
    '/api/locations/br/states/:stateCode/cities',
    {
      config: { access: 'public' },
      schema: { params: stateParamsSchema, response: responses({ 200: citiesSchema }) },
    },
    async (req, reply) => {
      const cities = listCities(req.params.stateCode);
      if (!cities) throw notFound();
      reply.header('cache-control', CACHE);
      return cities;
    },
  );
};
