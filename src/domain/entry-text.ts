// An entry's title (photos and videos) and caption (photos only). Set by the participant while they
// could still submit the entry (`canEditEntryText`, entry-changes.ts), so judges never see them change.
export const ENTRY_TITLE_MAX = 120;
export const ENTRY_CAPTION_MAX = 1000;

/** Trimmed, inner runs of blanks and line breaks as one space (a title is one line); empty is null. */
export function normalizeEntryTitle(value: string | null | undefined): string | null {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/** Trimmed at both ends, line breaks kept (a caption may have paragraphs); empty is null. */
export function normalizeEntryCaption(value: string | null | undefined): string | null {
  const text = (value ?? '').replace(/\r\n?/g, '\n').trim();
  return text === '' ? null : text;
}

/**
 * The title and caption to store, or the field errors (i18n keys): too long after normalising, or a
 * caption on a video (videos have a title only).
 */
export function checkEntryText(
  input: { title?: string | null; caption?: string | null },
  isPhoto: boolean,
): { title: string | null; caption: string | null; fields: Record<string, string> } {
  const title = normalizeEntryTitle(input.title);
  const caption = normalizeEntryCaption(input.caption);
  const fields: Record<string, string> = {};
  if (title !== null && title.length > ENTRY_TITLE_MAX) fields.title = 'errors.entry.titleTooLong';
  if (caption !== null && !isPhoto) fields.caption = 'errors.entry.captionPhotoOnly';
  else if (caption !== null && caption.length > ENTRY_CAPTION_MAX)
    fields.caption = 'errors.entry.captionTooLong';
  return { title, caption, fields };
}
