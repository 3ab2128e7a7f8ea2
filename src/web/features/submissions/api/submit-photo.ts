import type { ErrorBody } from '../../../../contract/common';
import type { Currency } from '../../../../domain/packages';
import { ApiError } from '../../../lib/api';
import type { MySubmission } from './types';

/** The package choice sent with each entry; null for a VIP (no package, no payment). */
export type EntryChoice = { packageId: string; currency: Currency; paymentConfirmed: boolean } | null;

/**
 * Uploads ONE photo (one request per file, so each file has its own real progress bar).
 * XMLHttpRequest because fetch cannot report upload progress. The package fields go before the
 * file: the server checks the package and the limit before it reads a byte of the photo.
 */
export function uploadPhoto(options: {
  contestId: string;
  file: File;
  choice: EntryChoice;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}): Promise<MySubmission[]> {
  const form = new FormData();
  if (options.choice) {
    form.append('packageId', options.choice.packageId);
    form.append('currency', options.choice.currency);
    form.append('paymentConfirmed', String(options.choice.paymentConfirmed));
  }
  form.append('file', options.file, options.file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/participant/contests/${encodeURIComponent(options.contestId)}/photos`);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress(1);
        resolve(((data as { items?: MySubmission[] } | undefined)?.items ?? []) as MySubmission[]);
        return;
      }
      const body = (data ?? {}) as Partial<ErrorBody>;
      reject(new ApiError(xhr.status, body.code ?? 'INTERNAL', body.message ?? xhr.statusText, body.fields));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Network error'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
