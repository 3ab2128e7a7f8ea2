import { z } from 'zod';
import { LOCALES } from '../domain/locales';
import { namedCodeSchema, operation } from './common';

// Reference data for address forms (server module `locations`).

export const countriesQuerySchema = z.object({ locale: z.enum(LOCALES).default('pt') });
export const stateParamsSchema = z.object({ stateCode: z.string().max(8) });

export const countriesSchema = z.array(namedCodeSchema);
export const statesSchema = z.array(namedCodeSchema.extend({ uf: z.string() }));
export const citiesSchema = z.array(namedCodeSchema);

/** The operations of the locations area by operationId (src/contract/operations.ts). */
export const locationOperations = {
  listCountries: operation(
    'GET /api/locations/countries',
    'Countries, named in a language',
    { querystring: countriesQuerySchema },
    { 200: countriesSchema },
  ),
  listBrazilianStates: operation(
    'GET /api/locations/br/states',
    "Brazil's states",
    {},
    { 200: statesSchema },
  ),
  listBrazilianCities: operation(
    'GET /api/locations/br/states/{stateCode}/cities',
    "A Brazilian state's cities",
    { params: stateParamsSchema },
    { 200: citiesSchema },
  ),
};

export type NamedCode = z.output<typeof namedCodeSchema>;
export type State = z.output<typeof statesSchema>[number];
