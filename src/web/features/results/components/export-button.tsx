import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { exportUrl } from '../api/results';
import type { ResultsFilters } from '../api/types';
import { DownloadButton } from './download-button';
import { Hint } from '../../../components/hint';

/**
 * Downloads the CSV of every page matching the filters, streamed by the server. Disabled when the
 * list is empty (spec section 2).
 */
export function ExportButton({ filters, isEmpty }: { filters: ResultsFilters; isEmpty: boolean }) {
  const { t } = useTranslation('results');
  const icon = <IconFileSpreadsheet size={16} />;
  if (isEmpty) {
    return (
      <Button variant="light" leftSection={icon} disabled data-testid="export-csv">
        {t('list.exportCsv')}
      </Button>
    );
  }
  return (
    <Hint label={t('list.exportHint')} withArrow multiline w={240}>
      <DownloadButton href={exportUrl(filters, currentLanguage())} icon={icon} data-testid="export-csv">
        {t('list.exportCsv')}
      </DownloadButton>
    </Hint>
  );
}
