import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidVideoUrl } from '../../../../domain/video-url';
import { ApiError } from '../../../lib/api';
import type { EntryChoice } from '../api/submit-photo';
import { useSubmitVideos } from '../api/submit-videos';
import type { VideoRow } from '../components/video-links';
import { splitVideoFieldErrors } from './submit-rules';
import type { SubmitFeedback } from './use-submit-feedback';
import { newKey } from './use-photo-batch';

const newRow = (): VideoRow => ({ key: newKey(), value: '', touched: false, serverError: null });

/** The submit dialog's link rows (YouTube or Vimeo) and sending them in one request. */
export function useVideoEntries(contestId: string, feedback: SubmitFeedback) {
  const { t } = useTranslation('submissions');
  const submitVideos = useSubmitVideos(contestId);
  const [rows, setRows] = useState<VideoRow[]>(() => [newRow()]);
  const [showAllErrors, setShowAllErrors] = useState(false);

  const filled = rows.filter((r) => r.value.trim() !== '');
  const invalid = filled.filter((r) => !isValidVideoUrl(r.value.trim()));

  function update(key: string, change: Partial<VideoRow>) {
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));
  }

  /** Sends every row as typed; true when the server took them. */
  async function send(choice: EntryChoice): Promise<boolean> {
    feedback.start();
    setRows((list) => list.map((r) => ({ ...r, serverError: null })));
    try {
      await submitVideos.mutateAsync({ urls: rows.map((r) => r.value.trim()), choice });
      return true;
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      const { byRow, others } = splitVideoFieldErrors(
        fields,
        rows.map((r) => r.key),
      );
      setRows((list) =>
        list.map((r) => (byRow[r.key] ? { ...r, serverError: t(byRow[r.key], { ns: 'common' }) } : r)),
      );
      const firstOther = Object.values(others)[0];
      feedback.fail(
        Object.keys(fields).length === 0
          ? feedback.describe(error)
          : firstOther
            ? t(firstOther, { ns: 'common' })
            : null,
        others,
      );
      return false;
    } finally {
      feedback.stop();
    }
  }

  return {
    rows,
    showAllErrors,
    validCount: filled.length - invalid.length,
    invalidCount: invalid.length,
    /** An invalid link is shown as such: touched, or after a submit attempt. */
    showsInvalid: showAllErrors || invalid.some((r) => r.touched),
    revealErrors: () => setShowAllErrors(true),
    change: (key: string, value: string) => update(key, { value, serverError: null }),
    blur: (key: string) => update(key, { touched: true }),
    add: () => setRows((list) => [...list, newRow()]),
    remove: (key: string) => setRows((list) => list.filter((r) => r.key !== key)),
    send,
  };
}
