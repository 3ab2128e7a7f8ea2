import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPhoto, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoCategory } from '../../../../domain/contest-rules';
import { PageLoader } from '../../../components/page-loader';
import { Pager } from '../../../components/pager';
import { useYearRankings } from '../api/year-rankings';
import type { RankingKind } from '../api/types';
import { LoadError } from '../../../components/load-error';
import { ScrollTable } from '../../../components/scroll-table';
import { Hint } from '../../../components/hint';

/** Photographers or filmmakers of a year, most awards first (the Rankings tab, spec section 2). */
export function YearRankingsTable(props: {
  kind: RankingKind;
  year: number;
  photoCategory: PhotoCategory | null;
}) {
  const { t } = useTranslation('statistics');
  const [page, setPage] = useState(1);
  const rankings = useYearRankings({
    kind: props.kind,
    year: props.year,
    photoCategory: props.photoCategory,
    page,
  });
  const title = props.kind === 'photo' ? t('rankings.photographers') : t('rankings.filmmakers');

  let body;
  if (rankings.isPending) body = <PageLoader />;
  else if (rankings.isError) {
    body = (
      <LoadError error={rankings.error} message={t('errors.rankings')} onRetry={() => rankings.refetch()} />
    );
  } else if (rankings.data.items.length === 0) {
    body = (
      <Text c="dimmed" size="sm" py="md" ta="center">
        {t('empty.rankings', { year: props.year })}
      </Text>
    );
  } else {
    const data = rankings.data;
    body = (
      <>
        <Paper withBorder radius="md">
          <ScrollTable
            minWidth={340}
            scrollType="native"
            striped
            aria-busy={rankings.isFetching}
            aria-label={title}
            head={
              <>
                <Table.Th w={48}>{t('rankings.position')}</Table.Th>
                <Table.Th>{t('rankings.name')}</Table.Th>
                <Table.Th ta="right">{t('rankings.awards')}</Table.Th>
                <Table.Th ta="right">{t('rankings.honorable')}</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('rankings.entries')}
                </Table.Th>
                <Table.Th ta="right">{t('rankings.yearAwards', { year: data.year })}</Table.Th>
              </>
            }
          >
            {data.items.map((row) => (
              <Table.Tr key={row.userId} data-testid={`ranking-${props.kind}-${row.userId}`}>
                <Table.Td>{row.position}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {row.username}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Badge variant="light" color="violet">
                    {row.awards}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">
                  <Badge variant="light" color="yellow">
                    {row.honorable}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm">
                  {row.entries}
                </Table.Td>
                <Table.Td ta="right">
                  {row.yearAwards.source === 'manual' ? (
                    <Hint label={t('rankings.manualHint')} withArrow multiline w={240}>
                      <Text size="sm" fw={600} span>
                        {row.yearAwards.count}*
                      </Text>
                    </Hint>
                  ) : (
                    <Text size="sm" span>
                      {row.yearAwards.count}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </ScrollTable>
        </Paper>
        <Pager page={data.page} total={data.total} pageSize={data.pageSize} onChange={setPage} />
      </>
    );
  }

  return (
    <Stack gap="xs">
      <Group gap="xs">
        {props.kind === 'photo' ? <IconPhoto size={20} /> : <IconVideo size={20} />}
        <Title order={3} size="h4">
          {title}
        </Title>
      </Group>
      {body}
    </Stack>
  );
}
