// What one pick of files (from the dialog or a drop) does to the list of photos to send. Files the
// picker refused and files beyond the package's room are reported, each with its reason, in the
// same step as the accepted ones are added, so a mixed selection never loses its refusals.

export type PickRefusal = {
  name: string;
  reason: 'heic' | 'type' | 'tooLarge' | 'limit' | 'other';
  /** The picker's own message, for reasons it does not name. */
  message?: string;
};

type FileLike = { name: string; size: number; type: string; lastModified: number };

const HEIC = /\.(heic|heif)$/i;

/** HEIC/HEIF: iPhones' default format, which the server cannot read (it needs an HEVC decoder). */
export function isHeic(file: { name: string; type: string }): boolean {
  return /^image\/hei[cf]/i.test(file.type) || HEIC.test(file.name);
}

export function pickPhotos<F extends FileLike>(input: {
  current: readonly FileLike[];
  accepted: readonly F[];
  rejected: readonly { file: FileLike; errors: readonly { code: string; message: string }[] }[];
  /** How many photos the dialog may hold in all; null when no package is chosen yet. */
  allowance: number | null;
}): { added: F[]; refused: PickRefusal[] } {
  const refused: PickRefusal[] = input.rejected.map(({ file, errors }) => {
    const code = errors[0]?.code;
    if (isHeic(file)) return { name: file.name, reason: 'heic' };
    if (code === 'file-too-large') return { name: file.name, reason: 'tooLarge' };
    if (code === 'file-invalid-type') return { name: file.name, reason: 'type' };
    if (code === 'too-many-files') return { name: file.name, reason: 'limit' };
    return { name: file.name, reason: 'other', message: errors[0]?.message };
  });
  const isKnown = (f: FileLike) =>
    input.current.some((p) => p.name === f.name && p.size === f.size && p.lastModified === f.lastModified);
  const fresh = input.accepted.filter((f) => !isKnown(f));
  const room = Math.max(0, (input.allowance ?? 0) - input.current.length);
  const added = fresh.slice(0, room);
  for (const file of fresh.slice(room)) refused.push({ name: file.name, reason: 'limit' });
  return { added, refused };
}
