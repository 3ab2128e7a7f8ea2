// The addresses of an entry's images follow from its id alone: lists send the
// id and both sides build the URLs here. The one file of the contract the web imports as a value: it
// imports nothing, so no zod reaches a bundle (eslint.config.js allows it by name).

/** The image variants the server keeps for a photo (`GET /api/images/:submissionId/:variant`). */
type EntryImageVariant = 'thumb' | 'preview' | 'large' | 'original';

/** The authorised address of one of an entry's images. */
export function entryImageUrl(submissionId: string, variant: EntryImageVariant): string {
  return `/api/images/${submissionId}/${variant}`;
}
