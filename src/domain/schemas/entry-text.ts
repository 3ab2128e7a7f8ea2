import { z } from 'zod';
import { ENTRY_CAPTION_MAX, ENTRY_TITLE_MAX } from '../entry-text';

// The title and caption of an entry, as the participant edits them. Blank clears the field.
export const entryTextSchema = z.object({
  title: z
    .string({ error: 'errors.entry.titleInvalid' })
    .max(ENTRY_TITLE_MAX * 4, { error: 'errors.entry.titleTooLong' })
    .nullish(),
  caption: z
    .string({ error: 'errors.entry.captionInvalid' })
    .max(ENTRY_CAPTION_MAX * 4, { error: 'errors.entry.captionTooLong' })
    .nullish(),
});
export type EntryTextInput = z.output<typeof entryTextSchema>;
