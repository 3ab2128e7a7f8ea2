import { useQuery } from '@tanstack/react-query';
import type { NamedCode, State } from '../../contract/locations';
import type { Locale } from '../../domain/schemas/account';
import { api } from './api';

/** A country, a state or a city: its code and its name. */
export type Option = NamedCode;

export function useCountries(locale: Locale) {
  return useQuery({
    queryKey: ['countries', locale],
    queryFn: () => api<Option[]>(`/api/locations/countries?locale=${locale}`),
    staleTime: Infinity,
  });
}

export function useBrazilianStates(enabled: boolean) {
  return useQuery({
    queryKey: ['br-states'],
    queryFn: () => api<State[]>('/api/locations/br/states'),
    staleTime: Infinity,
    enabled,
  });
}

export function useBrazilianCities(stateCode: string | null) {
  return useQuery({
    queryKey: ['br-cities', stateCode],
    queryFn: () => api<Option[]>(`/api/locations/br/states/${stateCode}/cities`),
    staleTime: Infinity,
    enabled: Boolean(stateCode),
  });
}
