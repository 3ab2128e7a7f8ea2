import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { BRAZIL } from '../../domain/schemas/account';
import { currentLanguage } from '../i18n';
import { fieldProps } from '../lib/form';
import { useBrazilianCities, useBrazilianStates, useCountries } from '../lib/locations';

export type LocationValues = {
  country: string;
  stateCode: string | null;
  cityCode: string | null;
  cityName: string | null;
};

/**
 * Country, state and city (spec section 2, Login screen): the state appears only for Brazil, and the
 * city is a dropdown of the state's municipalities in Brazil and free text elsewhere.
 */
export function LocationFields<V extends LocationValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  const values = form.getValues();
  const isBrazil = values.country === BRAZIL;
  const countries = useCountries(currentLanguage());
  const states = useBrazilianStates(isBrazil);
  const cities = useBrazilianCities(isBrazil ? values.stateCode : null);

  return (
    <>
      <Select
        label={t('location.country')}
        placeholder={t('location.chooseCountry')}
        searchable
        required
        data={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
        nothingFoundMessage={t('location.nothingFound')}
        {...fieldProps(form, 'country', t)}
        onChange={(country) => {
          form.setFieldValue('country' as never, (country ?? '') as never);
          form.setFieldValue('stateCode' as never, null);
          form.setFieldValue('cityCode' as never, null);
          form.setFieldValue('cityName' as never, null);
        }}
      />
      {isBrazil && (
        <Select
          label={t('location.state')}
          placeholder={t('location.chooseState')}
          searchable
          required
          data={(states.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
          nothingFoundMessage={t('location.nothingFound')}
          {...fieldProps(form, 'stateCode', t)}
          onChange={(stateCode) => {
            form.setFieldValue('stateCode' as never, stateCode as never);
            form.setFieldValue('cityCode' as never, null);
          }}
        />
      )}
      {isBrazil ? (
        <Select
          label={t('location.city')}
          placeholder={values.stateCode ? t('location.chooseCity') : t('location.chooseStateFirst')}
          searchable
          required
          disabled={!values.stateCode}
          limit={200}
          data={(cities.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
          nothingFoundMessage={t('location.nothingFound')}
          {...fieldProps(form, 'cityCode', t)}
        />
      ) : (
        <TextInput
          label={t('location.city')}
          required
          maxLength={100}
          {...fieldProps(form, 'cityName', t)}
          value={values.cityName ?? ''}
        />
      )}
    </>
  );
}
