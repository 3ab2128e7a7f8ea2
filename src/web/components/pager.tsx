import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pageCount, pageWindow } from '../../domain/pagination';

/**
 * Numbered pagination of the spec: a window of 5 page buttons, previous/next, and the first and last
 * pages with ellipses when the window does not reach them. Hidden when everything fits on one page.
 */
export function Pager(props: {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const count = pageCount(props.total, props.pageSize);
  if (count <= 1) return null;
  const items = pageWindow({ page: props.page, pageCount: count });
  return (
    <Group gap={4} justify="center" component="nav" aria-label={t('common.pagination')} wrap="wrap">
      <ActionIcon
        variant="default"
        size="lg"
        disabled={props.page <= 1}
        onClick={() => props.onChange(props.page - 1)}
        aria-label={t('common.previous')}
      >
        <IconChevronLeft size={16} />
      </ActionIcon>
      {items.map((item, index) =>
        item === 'ellipsis' ? (
          <Text key={`e${index}`} c="dimmed" px={4} aria-hidden="true">
            …
          </Text>
        ) : (
          <ActionIcon
            key={item}
            variant={item === props.page ? 'filled' : 'default'}
            size="lg"
            onClick={() => props.onChange(item)}
            aria-label={t('common.page', { page: item })}
            aria-current={item === props.page ? 'page' : undefined}
          >
            <Text size="sm">{item}</Text>
          </ActionIcon>
        ),
      )}
      <ActionIcon
        variant="default"
        size="lg"
        disabled={props.page >= count}
        onClick={() => props.onChange(props.page + 1)}
        aria-label={t('common.next')}
      >
        <IconChevronRight size={16} />
      </ActionIcon>
    </Group>
  );
}
