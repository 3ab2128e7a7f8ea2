import { Collapse, Divider, PasswordInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, USER_STATUSES, type Role, type UserStatus } from '../../../../domain/roles';
import { BRAZIL, USERNAME_MAX } from '../../../../domain/schemas/account';
import { adminUserCreateSchema, adminUserUpdateSchema } from '../../../../domain/schemas/admin';
import { LocationFields, type LocationValues } from '../../../components/location-fields';
import { currentLanguage } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { applyServerError, fieldProps, revealFirstError } from '../../../lib/form';
import { useSaveUser, type AdminUser } from '../api/users';
import { FormActions } from '../../../components/form-parts';
import { FormFrame } from '../../../components/form-frame';
import { FormModal } from '../../../components/form-modal';

type Values = LocationValues & {
  username: string;
  email: string;
  role: Role;
  status: UserStatus;
  password: string;
};

function valuesOf(user: AdminUser | null): Values {
  return {
    username: user?.username ?? '',
    email: user?.email ?? '',
    role: user?.role ?? 'participant',
    status: user?.status ?? 'regular',
    password: '',
    country: user ? (user.location?.country ?? '') : BRAZIL,
    stateCode: user?.location?.stateCode ?? null,
    cityCode: user?.location?.cityCode ?? null,
    cityName: user?.location?.cityName ?? null,
  };
}

/** Add or edit a user (spec section 2, Modals; section 5, admin user form). `user` null adds. */
export function UserFormModal(props: { opened: boolean; user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title={props.user ? t('userForm.editTitle') : t('userForm.createTitle')}
      size="lg"
      fullScreenOnPhones
    >
      <UserForm key={props.user?.id ?? 'new'} user={props.user} onDone={props.onClose} />
    </FormModal>
  );
}

function UserForm({ user, onDone }: { user: AdminUser | null; onDone: () => void }) {
  const { t } = useTranslation('users');
  const save = useSaveUser();
  const [error, setError] = useState<string | null>(null);
  const [isChangingPassword, setChangingPassword] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(user),
    validate: schemaResolver(user ? adminUserUpdateSchema : adminUserCreateSchema),
  });

  async function handleSubmit(values: Values) {
    setError(null);
    try {
      if (user) {
        // The password is sent only when the change-password section is open and filled.
        const password = isChangingPassword && values.password ? values.password : undefined;
        await save.mutateAsync({ id: user.id, body: { ...values, password } });
        notifications.show({ color: 'green', message: t('userForm.updated') });
      } else {
        await save.mutateAsync({ id: null, body: { ...values, locale: currentLanguage() } });
        notifications.show({ color: 'green', message: t('userForm.created') });
      }
      onDone();
    } catch (e) {
      // The server's own reason when it gives one (name taken, last admin…), else the spec's message.
      const isExplained = e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 401;
      if (e instanceof ApiError && e.status === 401) setError(t('userForm.noSession'));
      else if (isExplained) setError(applyServerError(form, e, t));
      else setError(user ? t('userForm.updateFailed') : t('userForm.createFailed'));
    }
  }

  const roleOptions = ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
  const statusOptions = USER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }));

  return (
    <FormFrame onSubmit={form.onSubmit(handleSubmit, revealFirstError)} error={error}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('userForm.username')}
          required
          maxLength={USERNAME_MAX}
          autoComplete="off"
          {...fieldProps(form, 'username', t)}
        />
        <TextInput
          label={t('userForm.email')}
          type="email"
          required
          autoComplete="off"
          {...fieldProps(form, 'email', t)}
        />
        <Select
          label={t('userForm.role')}
          required
          allowDeselect={false}
          data={roleOptions}
          {...fieldProps(form, 'role', t)}
        />
        <Select
          label={t('userForm.status')}
          required
          allowDeselect={false}
          data={statusOptions}
          {...fieldProps(form, 'status', t)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LocationFields form={form} />
      </SimpleGrid>
      {user ? (
        <>
          <Divider />
          <Switch
            label={t('userForm.changePassword')}
            checked={isChangingPassword}
            onChange={(event) => {
              const isOpen = event.currentTarget.checked;
              setChangingPassword(isOpen);
              if (!isOpen) {
                form.setFieldValue('password', '');
                form.clearFieldError('password');
              }
            }}
          />
          <Collapse expanded={isChangingPassword}>
            <PasswordInput
              label={t('userForm.newPassword')}
              description={t('userForm.passwordHint')}
              autoComplete="new-password"
              {...fieldProps(form, 'password', t)}
            />
          </Collapse>
        </>
      ) : (
        <PasswordInput
          label={t('userForm.password')}
          description={t('userForm.passwordHint')}
          required
          autoComplete="new-password"
          {...fieldProps(form, 'password', t)}
        />
      )}
      <FormActions
        onCancel={onDone}
        isSaving={save.isPending}
        submitLabel={user ? t('userForm.submitEdit') : t('userForm.submitCreate')}
      />
    </FormFrame>
  );
}
