import { Button, Paper, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { locationSchema, type LocationInput } from '../../../../domain/schemas/account';
import { LocationFields, type LocationValues } from '../../../components/location-fields';
import { answer, client } from '../../../lib/api';
import { useFormSave } from '../../../lib/form';
import { ME_KEY, type Me } from '../../../lib/session';
import { FormError } from '../../../components/form-parts';

/** Country, state and city, editable after sign-up (PUT /api/me/location). */
export function LocationSettings({ me }: { me: Me }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const { error, clearError, onInvalid, trySave } = useFormSave();
  const save = useMutation({
    mutationFn: (body: LocationInput) => answer(client.PUT('/api/me/location', { body })),
    onSuccess: (updated) => queryClient.setQueryData(ME_KEY, updated),
  });
  const form = useForm<LocationValues>({
    mode: 'controlled',
    initialValues: {
      country: me.location.country ?? '',
      stateCode: me.location.stateCode,
      cityCode: me.location.cityCode,
      cityName: me.location.cityName,
    },
    validate: schemaResolver(locationSchema),
    onValuesChange: clearError,
  });

  async function handleSubmit(values: LocationValues) {
    await trySave(form, async () => {
      await save.mutateAsync(values);
      notifications.show({ color: 'green', message: t('settings.locationSaved') });
    });
  }

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={form.onSubmit(handleSubmit, onInvalid)} noValidate>
        <Stack gap="md">
          <Title order={3} size="h4">
            {t('settings.locationSection')}
          </Title>
          <FormError message={error} />
          <LocationFields form={form} />
          <Button type="submit" loading={save.isPending} w="fit-content">
            {t('settings.saveLocation')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
