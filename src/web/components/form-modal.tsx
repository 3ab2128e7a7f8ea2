import { Modal, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../lib/use-is-phone';

/**
 * An admin's dialog around a form: its title set large and bold, its close button named, and with
 * `fullScreenOnPhones` the whole screen on a phone.
 */
export function FormModal(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size: MantineSize;
  fullScreenOnPhones?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size={props.size}
      fullScreen={props.fullScreenOnPhones ? isPhone : undefined}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {props.children}
    </Modal>
  );
}
