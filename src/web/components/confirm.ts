import { modals } from '@mantine/modals';
import { createElement } from 'react';
import i18n from '../i18n';

/*
 * The dialogs' provider (Mantine's ModalsProvider, with its Modal, focus trap and scroll lock) is a
 * chunk of its own, mounted by the signed-in frame (app/shell-layout.tsx) once the page is idle, or at
 * once when a confirmation is asked for first. Until it has mounted, a request waits for it here, since
 * the provider only hears the requests made after it is listening.
 */
let isRequested = false;
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
const listeners = new Set<() => void>();

export const confirmHost = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isRequested: () => isRequested,
  /** Called by the provider's host once the provider listens. */
  markReady: () => markReady(),
};

/**
 * Asks before destroying data (spec section 5: 'Are you sure?'). Resolves true when confirmed.
 */
export async function confirmAction(
  options: { message?: string; confirmLabel?: string; danger?: boolean } = {},
): Promise<boolean> {
  if (!isRequested) {
    isRequested = true;
    listeners.forEach((listener) => listener());
  }
  await ready;
  const t = i18n.getFixedT(null, 'common');
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('common.areYouSure'),
      // A message of several lines (a checklist) keeps its line breaks.
      children: options.message
        ? createElement('div', { style: { whiteSpace: 'pre-line' } }, options.message)
        : undefined,
      labels: { confirm: options.confirmLabel ?? t('common.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: options.danger === false ? 'violet' : 'red' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
