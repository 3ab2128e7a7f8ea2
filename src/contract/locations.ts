import { z } from 'zod';
import { LOCALES } from '../domain/locales';
import { namedCodeSchema, operation } from './common';

// Reference data for address forms (server module `locations`).

const countriesQuerySchema = z.object({ locale: z.enum(LOCALES).default('pt') });
const stateParamsSchema = z.object({ stateCode: z.string().max(8) });

const countriesSchema = z.array(namedCodeSchema);
const statesSchema = z.array(namedCodeSchema.extend({ uf: z.string() }));
const citiesSchema = z.array(namedCodeSchema);

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
