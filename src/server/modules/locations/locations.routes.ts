import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { listCities, listCountries, listStates } from './locations.service';
import { op } from '../../lib/route';

// Reference data ships with the app and never changes at run time: cache it hard.
const CACHE = 'public, max-age=86400';

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  op(app, 'listCountries', 'public', async (req, reply) => {
    reply.header('cache-control', CACHE);
    return listCountries(req.query.locale);
  });
  op(app, 'listBrazilianStates', 'public', async (_req, reply) => {
    reply.header('cache-control', CACHE);
    return listStates();
  });
  op(app, 'listBrazilianCities', 'public', async (req, reply) => {
    const cities = listCities(req.params.stateCode);
    if (!cities) throw notFound();
    reply.header('cache-control', CACHE);
    return cities;
  });
};
