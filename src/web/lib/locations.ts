import { useQuery } from '@tanstack/react-query';
import type { NamedCode } from '../../contract/locations';
import type { Locale } from '../../domain/schemas/account';
import { answer, client } from './api';

/** A country, a state or a city: its code and its name. */
export type Option = NamedCode;

export function useCountries(locale: Locale) {
  return useQuery({
    queryKey: ['countries', locale],
    queryFn: () => answer(client.GET('/api/locations/countries', { params: { query: { locale } } })),
    staleTime: Infinity,
  });
}

export function useBrazilianStates(enabled: boolean) {
  return useQuery({
    queryKey: ['br-states'],
    queryFn: () => answer(client.GET('/api/locations/br/states')),
    staleTime: Infinity,
    enabled,
  });
}

export function useBrazilianCities(stateCode: string | null) {
  return useQuery({
    queryKey: ['br-cities', stateCode],
    queryFn: () =>
      answer(
        client.GET('/api/locations/br/states/{stateCode}/cities', {
          params: { path: { stateCode: stateCode! } },
        }),
      ),
    staleTime: Infinity,
    enabled: Boolean(stateCode),
  });
}
