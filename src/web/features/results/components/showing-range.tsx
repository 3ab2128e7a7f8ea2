import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageRange } from '../../../../domain/pagination';

/** 'Showing 51–100 of 230' above a page of results ('Showing 0 of 0' when it is empty). */
export function ShowingRange({
  page,
  shown,
}: {
  page: { page: number; pageSize: number; total: number };
  /** The entries drawn on this page. */
  shown: number;
}) {
  const { t } = useTranslation('results');
  return (
    <Text size="sm" c="dimmed" data-testid="showing">
      {shown === 0
        ? t('list.showing', { shown: 0, count: page.total })
        : t('list.showingRange', {
            ...pageRange(page.page, page.pageSize, shown),
            count: page.total,
          })}
    </Text>
  );
}
