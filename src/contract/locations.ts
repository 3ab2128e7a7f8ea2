import { z } from 'zod';
import { LOCALES } from '../domain/locales';
import { namedCodeSchema } from './common';

// Reference data for address forms (server module `locations`).

export const countriesQuerySchema = z.object({ locale: z.enum(LOCALES).default('pt') });
export const stateParamsSchema = z.object({ stateCode: z.string().max(8) });

export const countriesSchema = z.array(namedCodeSchema);
export const statesSchema = z.array(namedCodeSchema.extend({ uf: z.string() }));
export const citiesSchema = z.array(namedCodeSchema);
export type NamedCode = z.output<typeof namedCodeSchema>;
export type State = z.output<typeof statesSchema>[number];
