import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/form';

/** A failure in the user's language: a field's key when the server named one, else the code's text. */
export function describeError(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.fields) {
    const first = Object.values(error.fields)[0];
    if (first) return t(first, { ns: 'common' });
  }
  return errorMessage(error, t);
}

/** The submit dialog's sending state and its errors, shared by its photo and link parts. */
export function useSubmitFeedback() {
  const { t } = useTranslation('submissions');
  const [isSending, setIsSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  function clearErrors() {
    setFormError(null);
    setFieldErrors({});
  }

  return {
    isSending,
    formError,
    fieldErrors,
    clearErrors,
    /** A sending begins: earlier errors go. */
    start() {
      setIsSending(true);
      clearErrors();
    },
    stop: () => setIsSending(false),
    fail(message: string | null, fields: Record<string, string> = {}) {
      setFormError(message);
      setFieldErrors(fields);
    },
    /** A general message, unless a more precise one is already shown. */
    failIfSilent: (message: string) => setFormError((current) => current ?? message),
    describe: (error: unknown) => describeError(error, t),
  };
}

export type SubmitFeedback = ReturnType<typeof useSubmitFeedback>;
