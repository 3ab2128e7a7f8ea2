// What names an entry on every screen and page: its title; an untitled entry is
// "Photo N" / "Video N", N being its place among its author's entries in the same contest in the
// order they were submitted (oldest first; ties by id). The number is the same for its author, the
// judges' lists, the overall scores, the results hub, the gallery and the certificate, because the
// server computes it once (`entryNumberSql` in submissions.repo) and every screen formats it here.
// Deleting an earlier entry (possible only while the contest is open) renumbers the later ones.

export type EntryKind = 'photo' | 'video';

export type NameableEntry = {
  title: string | null;
  kind: EntryKind;
  /** 1-based place among its author's entries in the contest, oldest first. */
  number: number;
};

/** The entry's title, or the numbered name `numbered(kind, n)` gives in the reader's language. */
export function entryName(entry: NameableEntry, numbered: (kind: EntryKind, n: number) => string): string {
  const title = entry.title?.trim();
  return title ? title : numbered(entry.kind, entry.number);
}

/** The i18n key of an untitled entry's name (`{{n}}` is its number); the same key in web and server catalogs. */
export function numberedNameKey(kind: EntryKind): 'entryName.photoN' | 'entryName.videoN' {
  return kind === 'photo' ? 'entryName.photoN' : 'entryName.videoN';
}

/**
 * SQL twin of `NameableEntry.number` for a submissions row aliased `alias` (a fixed identifier, never
 * input): one probe of the (contest, user) index per row, so a list computes it after its LIMIT.
 */
export function entryNumberSql(alias: string): string {
  return `(SELECT count(*)::int FROM submissions n
    WHERE n.contest_id = ${alias}.contest_id AND n.user_id = ${alias}.user_id
      AND (n.created_at, n.id) <= (${alias}.created_at, ${alias}.id))`;
}
