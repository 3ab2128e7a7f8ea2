import { modals } from '@mantine/modals';
import i18n from '../i18n';

/**
 * Asks before destroying data (spec section 5: 'Are you sure?'). Resolves true when confirmed.
 */
export function confirmAction(options: { message?: string; confirmLabel?: string; danger?: boolean } = {}): Promise<boolean> {
  const t = i18n.getFixedT(null, 'common');
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('common.areYouSure'),
      children: options.message,
      labels: { confirm: options.confirmLabel ?? t('common.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: options.danger === false ? 'violet' : 'red' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
