import '../../../styles/mantine-rest.css';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { BRAZIL, signUpSchema, type Locale } from '../../../../domain/schemas/account';
import { LocationFields, type LocationValues } from '../../../components/location-fields';
import { currentLanguage } from '../../../i18n';
import { fieldProps, useFormSave } from '../../../lib/form';
import { signUpAccount } from '../api/auth-api';
import { FormError } from '../../../components/form-parts';

type Values = LocationValues & { username: string; email: string; password: string; locale: Locale };

export default function SignUpForm({
  onCreated,
  onSwitch,
}: {
  onCreated: (email: string) => void;
  onSwitch: () => void;
}) {
  const { t } = useTranslation('auth');
  const { error, clearError, onInvalid, trySave } = useFormSave();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      username: '',
      email: '',
      password: '',
      // Most Portuguese readers live in Brazil; an English reader chooses.
      country: currentLanguage() === 'pt' ? BRAZIL : '',
      stateCode: null,
      cityCode: null,
      cityName: null,
      locale: currentLanguage(),
    },
    validate: schemaResolver(signUpSchema),
    onValuesChange: clearError,
  });

  async function handleSubmit(values: Values) {
    await trySave(form, async () => {
      await signUpAccount({ ...values, locale: currentLanguage() });
      onCreated(values.email.trim().toLowerCase());
    });
  }

  return (
    <form onSubmit={form.onSubmit(handleSubmit, onInvalid)} noValidate>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {t('signUp.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('signUp.subtitle')}
          </Text>
        </div>
        <FormError message={error} />
        <TextInput
          label={t('signUp.username')}
          autoComplete="username"
          required
          maxLength={40}
          {...fieldProps(form, 'username', t)}
        />
        <TextInput
          label={t('signUp.email')}
          type="email"
          autoComplete="email"
          required
          {...fieldProps(form, 'email', t)}
        />
        <PasswordInput
          label={t('signUp.password')}
          description={t('signUp.passwordHint')}
          autoComplete="new-password"
          required
          {...fieldProps(form, 'password', t)}
        />
        <LocationFields form={form} />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('signUp.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('signUp.haveAccount')}{' '}
          <Anchor component="button" type="button" onClick={onSwitch}>
            {t('signUp.toSignIn')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
