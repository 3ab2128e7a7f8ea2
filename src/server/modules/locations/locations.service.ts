import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { Locale } from '../../../domain/schemas/account';
import brLocations from '../../data/br-locations.json' with { type: 'json' };
import { fieldError } from '../../lib/errors';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/pt.json') as countries.LocaleData);
countries.registerLocale(require('i18n-iso-countries/langs/en.json') as countries.LocaleData);

type State = { code: string; uf: string; name: string; cities: [string, string][] };
const states = brLocations.states as State[];
const stateByCode = new Map(states.map((s) => [s.code, s]));
const cityNames = new Map(
  states.flatMap((s) => s.cities.map(([code, name]) => [code, { name, state: s.code }])),
);

export type Country = { code: string; name: string };

const collators = { pt: new Intl.Collator('pt-BR'), en: new Intl.Collator('en') } as const;
const countryLists = new Map<Locale, Country[]>();

export function listCountries(locale: Locale): Country[] {
  let list = countryLists.get(locale);
  if (!list) {
    list = Object.entries(countries.getNames(locale, { select: 'official' }))
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => collators[locale].compare(a.name, b.name));
    countryLists.set(locale, list);
  }
  return list;
}

export function listStates(): { code: string; uf: string; name: string }[] {
  return states.map(({ code, uf, name }) => ({ code, uf, name }));
}

export function listCities(stateCode: string): { code: string; name: string }[] | null {
  const state = stateByCode.get(stateCode);
  return state ? state.cities.map(([code, name]) => ({ code, name })) : null;
}

export function isKnownCountry(code: string): boolean {
  return countries.isValid(code);
}

export function isCityInState(cityCode: string, stateCode: string): boolean {
  return cityNames.get(cityCode)?.state === stateCode;
}

/** A user's location as stored. */
export type StoredLocation = {
  country: string;
  stateCode: string | null;
  cityCode: string | null;
  cityName: string | null;
};

/** A location that may be empty: the first admin, made from the environment, has no country. */
type MaybeLocation = Omit<StoredLocation, 'country'> & { country: string | null };

type Place<C> = { country: C; state: string | null; stateUf: string | null; city: string | null };

/** The location as people read it, e.g. "Campinas, SP, Brasil" / "Porto, Portugal". */
export function describeLocation(location: StoredLocation, locale: Locale): Place<string>;
export function describeLocation(location: MaybeLocation, locale: Locale): Place<string | null>;
export function describeLocation(location: MaybeLocation, locale: Locale): Place<string | null> {
  const country = location.country ? (countries.getName(location.country, locale) ?? location.country) : null;
  const state = location.stateCode ? stateByCode.get(location.stateCode) : undefined;
  const city = location.cityCode
    ? (cityNames.get(location.cityCode)?.name ?? location.cityCode)
    : location.cityName;
  return { country, state: state?.name ?? null, stateUf: state?.uf ?? null, city: city ?? null };
}

/** A profile's location as sign-up and the admin accept it: a known country; in Brazil, a city of the chosen state. */
export function checkLocation(input: { country: string; stateCode: string | null; cityCode: string | null }) {
  if (!isKnownCountry(input.country))
    throw fieldError('VALIDATION_FAILED', 'country', 'errors.countryInvalid');
  if (input.stateCode && input.cityCode && !isCityInState(input.cityCode, input.stateCode)) {
    throw fieldError('VALIDATION_FAILED', 'cityCode', 'errors.cityInvalid');
  }
}
