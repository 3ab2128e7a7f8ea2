import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import { imageKeysOf, makeRendition, type LaterRendition } from './images';
import type { Storage } from './storage';

// An upload is answered once its thumbnail is stored; its preview (the viewer's image, ~140 ms of
// CPU for a 24 MP photo) is made right after, in the background. A viewer who asks for it before it
// exists (or after a restart lost the background work) gets it made on the spot: a stored photo
// always has a preview and the viewer never shows a broken image (docs/decisions/participation.md).
// The large rendition (the judges' zoom) is made only on its first request, then served
// from storage like the preview.

const making = new Map<string, Promise<void>>();

/** Makes a rendition of a stored original unless it exists; one at a time per file in this process. */
export function ensureRendition(
  storage: Storage,
  fileKey: string,
  rendition: LaterRendition,
  priority: 'urgent' | 'background',
): Promise<void> {
  const keys = imageKeysOf(fileKey);
  const key = keys[rendition];
  const current = making.get(key);
  if (current) return current;
  const work = (async () => {
    if (await storage.exists(key)) return;
    const stored = await storage.getStream(keys.original);
    if (!stored) return;
    await storage.put(key, await makeRendition(await buffer(stored.stream), rendition, priority));
    // Withdrawn while it was being made: leave no file behind the deleted entry.
    if (!(await storage.exists(keys.original))) await storage.delete([key]);
  })().finally(() => making.delete(key));
  making.set(key, work);
  return work;
}

const backgroundBatches = new Set<Promise<void>>();

/** After an upload's answer: the new photos' previews, one after another, in the background. */
export function makePreviewsLater(
  storage: Storage,
  fileKeys: readonly string[],
  log: FastifyBaseLogger,
): void {
  const batch = (async () => {
    for (const fileKey of fileKeys) {
      await ensureRendition(storage, fileKey, 'preview', 'background').catch((error: unknown) =>
        log.warn(
          { err: error, fileKey },
          'preview not made after the upload; it will be made when first viewed',
        ),
      );
    }
  })().finally(() => backgroundBatches.delete(batch));
  backgroundBatches.add(batch);
}

/**
 * Resolves once the renditions being made have been stored: a stopping server finishes them
 * (app.ts, onClose), so no file is written into its storage after it has closed.
 */
export async function renditionsSettled(): Promise<void> {
  while (backgroundBatches.size > 0 || making.size > 0) {
    await Promise.allSettled([...backgroundBatches, ...making.values()]);
  }
}

/**
 * A photo's stored preview (or large rendition), made now if it does not exist yet; null when the
 * photo has no original.
 */
export async function previewStream(
  storage: Storage,
  fileKey: string,
  rendition: LaterRendition = 'preview',
): Promise<{ stream: Readable; bytes: number } | null> {
  const key = imageKeysOf(fileKey)[rendition];
  const stored = await storage.getStream(key);
  if (stored) return stored;
  await ensureRendition(storage, fileKey, rendition, 'urgent');
  return storage.getStream(key);
}
