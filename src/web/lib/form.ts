import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api';

/** Mantine input props with the error (an i18n key) translated. */
export function fieldProps<V>(
  form: UseFormReturnType<V>,
  path: string,
  t: TFunction,
  options?: { type?: 'checkbox' },
) {
  const props = form.getInputProps(path, options);
  return { ...props, error: props.error ? t(String(props.error), { ns: 'common' }) : undefined };
}

/** What applyServerError needs of a form: a Mantine form, or the sign-in form's own state. */
export type ErrorTarget = { setErrors: (errors: Record<string, string>) => void };

/**
 * Puts the server's field errors on the form, and returns the message for the whole form
 * (already translated) when the error is not about one field. An error about a field is said once,
 * under that field, not again above the form.
 */
export function applyServerError(form: ErrorTarget, error: unknown, t: TFunction): string | null {
  if (error instanceof ApiError) {
    if (error.fields && Object.keys(error.fields).length > 0) {
      form.setErrors(error.fields);
      return null;
    }
    return t(`errors.${error.code}`, { ns: 'common', defaultValue: error.message });
  }
  return t('errors.INTERNAL', { ns: 'common' });
}

/** Translates any thrown error for a notification or an alert. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError)
    return t(`errors.${error.code}`, { ns: 'common', defaultValue: error.message });
  return t('errors.INTERNAL', { ns: 'common' });
}

/**
 * A form's save and the failure shown above it: `trySave(form, action)` clears the last failure, runs
 * the action, and when it fails puts the server's field errors on the fields or its message in
 * `error` (applyServerError). `clearError` drops the message (the form changed); `onInvalid`, for
 * Mantine's `form.onSubmit(handleSubmit, onInvalid)`, drops it too and brings the first field in
 * error into view (revealFirstError).
 */
export function useFormSave() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  async function trySave(form: ErrorTarget, action: () => Promise<void>) {
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(applyServerError(form, e, t));
    }
  }
  const clearError = () => setError(null);
  function onInvalid(...failure: Parameters<typeof revealFirstError>) {
    clearError();
    revealFirstError(...failure);
  }
  return { error, clearError, onInvalid, trySave };
}

/**
 * After a submit that did not validate, brings the first field with an error into view and focuses
 * it: in a long dialog the fields in error may be above what is shown, and the button alone seems to
 * do nothing. Mantine's `form.onSubmit(handleSubmit, revealFirstError)`.
 */
export function revealFirstError(
  _errors?: unknown,
  _values?: unknown,
  event?: { target: EventTarget | null },
) {
  // The submit event's target is the form; its currentTarget is gone once an async schema has run.
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return;
  // After the render that puts the errors on the fields.
  requestAnimationFrame(() => {
    // The control itself (an input, a date picker's button), not its wrapper (which has data-error).
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    field.focus({ preventScroll: true });
  });
}
