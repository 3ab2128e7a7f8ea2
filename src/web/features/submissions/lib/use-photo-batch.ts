import type { FileRejection } from '@mantine/dropzone';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { uploadPhoto, type EntryChoice } from '../api/submit-photo';
import type { PhotoItem } from '../components/photo-picker';
import { pickPhotos } from './photo-pick';
import { canRetryPhoto, refusalMessage, stopsBatch, type Message } from './submit-rules';
import type { SubmitFeedback } from './use-submit-feedback';

let nextKey = 0;
export const newKey = () => `k${++nextKey}`;

/** A photo still to send: never tried, or failed for a reason another try may not meet. */
function isPending(p: PhotoItem): boolean {
  return p.status === 'ready' || (p.status === 'error' && p.canRetry);
}

function isAbort(error: unknown): boolean {
  return (error as { name?: string } | null)?.name === 'AbortError';
}

/**
 * The photos of the submit dialog: what was picked and refused, and sending them one request each
 * (spec section 4) with a progress bar per photo. A batch stops at a failure the next photos would
 * share (the contest closed, the package refused…); the others are still sent after another failure.
 */
export function usePhotoBatch(options: {
  contestId: string;
  minPhotoLongSide: number | null;
  allowance: number | null;
  feedback: SubmitFeedback;
}) {
  const { t } = useTranslation('submissions');
  const { feedback } = options;
  const [photos, setPhotos] = useState<PhotoItem[]>([]);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [rejections, setRejections] = useState<string[]>([]);
  const abortRef = useRef<AbortController | null>(null);
  const photosRef = useRef<PhotoItem[]>([]);

  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  // Leaving: stop a running upload and free the thumbnails' memory.
  useEffect(
    () => () => {
      abortRef.current?.abort();
      photosRef.current.forEach((p) => URL.revokeObjectURL(p.previewUrl));
    },
    [],
  );

  const say = (message: Message | string) =>
    typeof message === 'string' ? message : t(message.key, { ns: message.ns, count: message.count });

  function update(key: string, change: Partial<PhotoItem>) {
    setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  }

  // One pick at a time: its refusals and its accepted photos together (lib/photo-pick).
  function pick(files: File[], rejected: FileRejection[]) {
    const { added, refused } = pickPhotos({
      current: photos.map((p) => p.file),
      accepted: files,
      rejected,
      allowance: options.allowance,
    });
    setLimitMessage(
      refused.some((r) => r.reason === 'limit')
        ? t('submit.errors.photoLimit', { count: options.allowance ?? 0 })
        : null,
    );
    setRejections(
      refused.filter((r) => r.reason !== 'limit').map((r) => `${r.name}: ${say(refusalMessage(r))}`),
    );
    setPhotos((list) => [
      ...list,
      ...added.map((file) => ({
        key: newKey(),
        file,
        previewUrl: URL.createObjectURL(file),
        status: 'ready' as const,
        progress: 0,
        error: null,
        canRetry: true,
      })),
    ]);
  }

  function remove(key: string) {
    const item = photos.find((p) => p.key === key);
    if (item) URL.revokeObjectURL(item.previewUrl);
    const rest = photos.filter((p) => p.key !== key);
    setPhotos(rest);
    setLimitMessage(null);
    // The failure this photo caused goes with it.
    if (!rest.some((p) => p.status === 'error')) feedback.clearErrors();
  }

  /**
   * Sends the photos not sent yet (or only `onlyKey`): 'sent' when every photo of the dialog is now
   * sent, 'aborted' when the dialog closed meanwhile, else 'incomplete'.
   */
  async function send(choice: EntryChoice, onlyKey?: string): Promise<'sent' | 'incomplete' | 'aborted'> {
    // A file the server refused for itself (too small…) is not sent again: it waits to be removed.
    const targets = photos.filter((p) => (onlyKey ? p.key === onlyKey : isPending(p)));
    if (targets.length === 0) return 'incomplete';
    const othersPending = photos.some((p) => !targets.includes(p) && p.status !== 'done');
    const controller = new AbortController();
    abortRef.current = controller;
    feedback.start();
    // The files refused at the pick stay listed: they were not sent.
    setLimitMessage(null);
    const targetKeys = new Set(targets.map((p) => p.key));
    setPhotos((list) =>
      list.map((p) => (targetKeys.has(p.key) ? { ...p, status: 'waiting', progress: 0, error: null } : p)),
    );

    let hasFailed = false;
    let mayRetry = false;
    for (const [index, target] of targets.entries()) {
      update(target.key, { status: 'uploading', progress: 0 });
      try {
        await uploadPhoto({
          contestId: options.contestId,
          file: target.file,
          choice,
          signal: controller.signal,
          onProgress: (fraction) => update(target.key, { progress: fraction }),
        });
        update(target.key, { status: 'done', progress: 1 });
      } catch (error) {
        if (isAbort(error)) return 'aborted';
        hasFailed = true;
        const message =
          error instanceof ApiError && error.code === 'IMAGE_TOO_SMALL' && options.minPhotoLongSide
            ? t('submit.imageTooSmall', { min: options.minPhotoLongSide })
            : feedback.describe(error);
        const code = error instanceof ApiError ? error.code : null;
        update(target.key, { status: 'error', error: message, canRetry: canRetryPhoto(code) });
        mayRetry ||= canRetryPhoto(code);
        const isPackageProblem =
          error instanceof ApiError && error.code === 'VALIDATION_FAILED' && !error.fields?.files;
        if (error instanceof ApiError && stopsBatch(error.code, isPackageProblem)) {
          feedback.fail(message, isPackageProblem ? (error.fields ?? {}) : {});
          const untouched = new Set(targets.slice(index + 1).map((p) => p.key));
          setPhotos((list) =>
            list.map((p) => (untouched.has(p.key) ? { ...p, status: 'ready', progress: 0 } : p)),
          );
          break;
        }
      }
    }
    abortRef.current = null;
    feedback.stop();
    // Only files the server refused for themselves: another try would not help, say so.
    if (hasFailed) feedback.failIfSilent(t(mayRetry ? 'submit.partialFailure' : 'submit.refusedFailure'));
    return !hasFailed && !othersPending ? 'sent' : 'incomplete';
  }

  return {
    photos,
    pending: photos.filter(isPending),
    limitMessage,
    rejections,
    clearLimitMessage: () => setLimitMessage(null),
    pick,
    remove,
    send,
    abort: () => abortRef.current?.abort(),
  };
}
