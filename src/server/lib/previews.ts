import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import { imageKeysOf, makePreview } from './images';
import type { Storage } from './storage';

// An upload is answered once its thumbnail is stored; its preview (the viewer's image, ~140 ms of
// CPU for a 24 MP photo) is made right after, in the background. A viewer who asks for it before it
// exists (or after a restart lost the background work) gets it made on the spot: a stored photo
// always has a preview and the viewer never shows a broken image (decisions.md, issue 16).

const making = new Map<string, Promise<void>>();

/** Makes the preview of a stored original unless it exists; one at a time per photo in this process. */
export function ensurePreview(
  storage: Storage,
  fileKey: string,
  priority: 'urgent' | 'background',
): Promise<void> {
  const current = making.get(fileKey);
  if (current) return current;
  const work = (async () => {
    const keys = imageKeysOf(fileKey);
    if (await storage.exists(keys.preview)) return;
    const stored = await storage.getStream(keys.original);
    if (!stored) return;
    await storage.put(keys.preview, await makePreview(await buffer(stored.stream), priority));
    // Withdrawn while it was being made: leave no file behind the deleted entry.
    if (!(await storage.exists(keys.original))) await storage.delete([keys.preview]);
  })().finally(() => making.delete(fileKey));
  making.set(fileKey, work);
  return work;
}

/** After an upload's answer: the new photos' previews, one after another, in the background. */
export function makePreviewsLater(
  storage: Storage,
  fileKeys: readonly string[],
  log: FastifyBaseLogger,
): void {
  void (async () => {
    for (const fileKey of fileKeys) {
      await ensurePreview(storage, fileKey, 'background').catch((error: unknown) =>
        log.warn(
          { err: error, fileKey },
          'preview not made after the upload; it will be made when first viewed',
        ),
      );
    }
  })();
}

/** A photo's stored preview, made now if it does not exist yet; null when the photo has no original. */
export async function previewStream(
  storage: Storage,
  fileKey: string,
): Promise<{ stream: Readable; bytes: number } | null> {
  const key = imageKeysOf(fileKey).preview;
  const stored = await storage.getStream(key);
  if (stored) return stored;
  await ensurePreview(storage, fileKey, 'urgent');
  return storage.getStream(key);
}
