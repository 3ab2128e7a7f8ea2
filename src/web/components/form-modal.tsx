import { Modal, type MantineSize } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  const isPhone = useMediaQuery('(max-width: 48em)');
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
