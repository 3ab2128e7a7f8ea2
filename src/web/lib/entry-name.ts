import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { entryName, numberedNameKey, type NameableEntry } from '../../domain/entry-name';

/** The one name of an entry on every screen (domain/entry-name): its title, else "Photo N" / "Film N". */
export function useEntryName(): (entry: NameableEntry) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (entry: NameableEntry) => entryName(entry, (kind, n) => t(numberedNameKey(kind), { n })),
    [t],
  );
}
