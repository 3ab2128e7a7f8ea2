import { notifications } from '@mantine/notifications';

// Spec section 9: toasts last 3 s, 2 s on the video screens.
export const TOAST_MS = 3000;
export const VIDEO_TOAST_MS = 2000;

export function notifySuccess(message: string, autoClose = TOAST_MS) {
  notifications.show({ message, color: 'green', autoClose });
}

export function notifyError(message: string, autoClose = TOAST_MS) {
  notifications.show({ message, color: 'red', autoClose });
}
