import './translations';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowsHorizontal, IconDownload, IconListDetails, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Award } from '../../../domain/awards';
import type { ContestCategory } from '../../../domain/packages';
import { ApiError } from '../../lib/api';
import { Pager } from '../../components/pager';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOverall, usePublishedContests, type OverallQuery } from './api/overall';
import type { OverallEntry, OverallPage as OverallData } from './api/types';
import type { PreFilterStatus } from './api/types';
import { AwardBadge, ContestTypeBadge, PreFilterBadge } from '../../components/entry-badges/entry-badges';
import { EntryThumb } from '../../components/entry-thumb';
import { LoadError } from '../../components/load-error';
import { downloadCsv, toCsv } from './lib/csv';
import { overallCsvRows } from './lib/overall-csv';
import { formatDate, formatScore } from '../../lib/format';
import { PRE_FILTER_STATUSES } from '../../../domain/pre-filter';
import { withParams } from '../../lib/url-params';
import { FilterSelect } from '../../components/filter-select';
import { fileSlugOf } from '../../../domain/awarded-files';
import { useEntryName } from '../../lib/entry-name';
import { useIsPhone } from '../../lib/use-is-phone';

const STATUSES: readonly PreFilterStatus[] = PRE_FILTER_STATUSES;
// What the page says instead of the table: an unknown contest id (a mistyped or stale link) is not
// the same as a contest whose entries are hidden.
const UNAVAILABLE_MESSAGES: Partial<Record<string, string>> = {
  NOT_FOUND: 'overall.notFound',
  SUBMISSIONS_NOT_PUBLISHED: 'overall.notPublished',
};
const KINDS: ContestCategory[] = ['photo', 'video'];
const AWARDS: Award[] = ['awarded', 'honorable', 'not_awarded'];

function readQuery(params: URLSearchParams): OverallQuery {
  const page = Number(params.get('page') ?? '1');
  const status = params.get('status') as PreFilterStatus | null;
  const kind = params.get('kind') as ContestCategory | null;
  const award = params.get('award') as Award | null;
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    status: status && STATUSES.includes(status) ? status : undefined,
    kind: kind && KINDS.includes(kind) ? kind : undefined,
    award: award && AWARDS.includes(award) ? award : undefined,
  };
}

/**
 * What the contest publishes beside its entries: the pre-filter's verdicts, the scores, and (not in an
 * extra contest) the second judge's score and the adjudication.
 */
type Shown = { status: boolean; scores: boolean; judge2: boolean };

function shownOf(contest: OverallData['contest'] | undefined): Shown {
  const scores = Boolean(contest?.showEvaluations);
  return { status: Boolean(contest?.showPreFilterResults), scores, judge2: scores && !contest?.isExtra };
}

/** Overall scores of one published contest (spec section 2, /participant/submissions/{contestId}). */
export default function OverallPage() {
  const { t, i18n } = useTranslation('submissions');
  useDocumentTitle(t('overall.title'));
  const { contestId } = useParams();
  const nameOf = useEntryName();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const contests = usePublishedContests();
  const overall = useOverall(contestId, query);
  const data = overall.data?.contest.id === contestId ? overall.data : undefined;
  const contest = data?.contest;
  const unavailableKey =
    overall.error instanceof ApiError ? UNAVAILABLE_MESSAGES[overall.error.code] : undefined;
  const unavailable = unavailableKey ? t(unavailableKey) : null;

  function setFilter(key: string, value: string | null) {
    setParams(withParams(params, { [key]: value, page: null }), { replace: true });
  }

  function setPage(page: number) {
    setParams(withParams(params, { page }));
  }

  const shown = shownOf(contest);

  function exportCsv() {
    if (!data || !contest) return;
    // A Portuguese spreadsheet reads ';' between cells and ',' in decimals; an English one ',' and '.'.
    const delimiter = i18n.language === 'pt' ? ';' : ',';
    const slug = fileSlugOf(contest.title);
    downloadCsv(
      `${t('overall.csvName')}-${slug || 'contest'}-p${data.page}.csv`,
      toCsv(overallCsvRows(data, t, i18n.language, nameOf), delimiter),
    );
  }

  const contestOptions = (contests.data ?? []).map((c) => ({ value: c.id, label: c.title }));
  if (contest && !contestOptions.some((o) => o.value === contest.id))
    contestOptions.unshift({ value: contest.id, label: contest.title });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2}>{t('overall.title')}</Title>
          <Text c="dimmed">{t('overall.subtitle')}</Text>
        </div>
        {!unavailable && (
          <Button
            leftSection={<IconDownload size={16} />}
            variant="default"
            onClick={exportCsv}
            disabled={!data || data.items.length === 0}
          >
            {t('overall.exportCsv')}
          </Button>
        )}
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label={t('overall.contest')}
          placeholder={t('overall.chooseContest')}
          data={contestOptions}
          value={contestId ?? null}
          onChange={(value) => value && navigate(`/participant/submissions/${value}`)}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('overall.noContests')}
        />
        {shown.status && (
          <FilterSelect
            label={t('submissions.status')}
            allLabel={t('submissions.allStatuses')}
            options={STATUSES.map((s) => ({ value: s, label: t(`statusOption.${s}`) }))}
            value={query.status}
            onChange={(value) => setFilter('status', value)}
          />
        )}
        <FilterSelect
          label={t('overall.type')}
          allLabel={t('overall.allTypes')}
          options={KINDS.map((k) => ({ value: k, label: t(`submissions.${k}`) }))}
          value={query.kind}
          onChange={(value) => setFilter('kind', value)}
        />
        {shown.scores && (
          <FilterSelect
            label={t('submissions.award')}
            allLabel={t('submissions.allAwards')}
            options={AWARDS.map((a) => ({ value: a, label: t(`awardOption.${a}`) }))}
            value={query.award}
            onChange={(value) => setFilter('award', value)}
          />
        )}
      </SimpleGrid>

      {contest && (
        <Group gap="xs">
          <Text fw={600}>{contest.title}</Text>
          <ContestTypeBadge category={contest.category} photoCategory={contest.photoCategory} />
        </Group>
      )}

      {unavailable ? (
        <Alert color="orange" icon={<IconLock size={18} />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{unavailable}</Text>
            <Button component={Link} to="/participant/contests" size="xs" variant="white">
              {t('overall.backToContests')}
            </Button>
          </Stack>
        </Alert>
      ) : overall.isError ? (
        <LoadError message={t('submissions.loadError')} onRetry={() => void overall.refetch()} />
      ) : !data ? (
        <Skeleton h={320} radius="md" />
      ) : data.items.length === 0 ? (
        <EmptyState icon={<IconListDetails size={28} />} title={t('submissions.empty')} py="xl" />
      ) : (
        <>
          <OverallTable data={data} shown={shown} />
          <Pager page={data.page} total={data.total} pageSize={data.pageSize} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}

function OverallTable({ data, shown }: { data: OverallData; shown: Shown }) {
  const { t, i18n } = useTranslation('submissions');
  const nameOf = useEntryName();
  const offset = (data.page - 1) * data.pageSize;
  // On a phone the scores and award are past the right edge: say so above the table, and let the
  // scrolling area take the keyboard (arrow keys) and carry a name.
  const isPhone = useIsPhone();
  return (
    <Stack gap={4}>
      {isPhone && (
        <Group gap={6} wrap="nowrap" c="dimmed" data-testid="overall-scroll-hint">
          <IconArrowsHorizontal size={16} aria-hidden style={{ flex: 'none' }} />
          <Text size="sm">{t('overall.scrollHint')}</Text>
        </Group>
      )}
      <Table.ScrollContainer
        type="native"
        minWidth={880}
        tabIndex={0}
        role="region"
        aria-label={t('overall.tableLabel')}
      >
        <Table striped highlightOnHover verticalSpacing="xs" data-testid="overall-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>{t('overall.columns.position')}</Table.Th>
              <Table.Th w={92}>{t('overall.columns.entry')}</Table.Th>
              <Table.Th>{t('overall.columns.title')}</Table.Th>
              <Table.Th>{t('overall.columns.participant')}</Table.Th>
              <Table.Th>{t('overall.columns.type')}</Table.Th>
              {shown.status && <Table.Th>{t('overall.columns.status')}</Table.Th>}
              {shown.scores && <Table.Th ta="right">{t('overall.columns.judge1')}</Table.Th>}
              {shown.judge2 && <Table.Th ta="right">{t('overall.columns.judge2')}</Table.Th>}
              {shown.judge2 && <Table.Th ta="right">{t('overall.columns.adjudication')}</Table.Th>}
              {shown.scores && <Table.Th ta="right">{t('overall.columns.final')}</Table.Th>}
              {shown.scores && <Table.Th>{t('overall.columns.award')}</Table.Th>}
              <Table.Th>{t('overall.columns.submitted')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((entry: OverallEntry, index) => {
              const name = nameOf(entry);
              return (
                <Table.Tr key={entry.id} bg={entry.isMine ? 'violet.0' : undefined}>
                  <Table.Td>{offset + index + 1}</Table.Td>
                  <Table.Td>
                    <div style={{ width: 72, borderRadius: 6, overflow: 'hidden' }}>
                      <EntryThumb
                        id={entry.id}
                        image={entry.image}
                        video={entry.video}
                        height={48}
                        alt={t('overall.thumbAlt', { name, username: entry.username })}
                      />
                    </div>
                  </Table.Td>
                  <Table.Td data-testid="overall-title">
                    <Text size="sm" lineClamp={2} maw={220} style={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={entry.isMine ? 600 : 400}>
                      {entry.username}
                      {entry.isMine && (
                        <Badge ml={6} size="xs" variant="light">
                          {t('overall.you')}
                        </Badge>
                      )}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t(`submissions.${entry.kind}`)}</Table.Td>
                  {shown.status && (
                    <Table.Td>
                      {entry.kind === 'video' ? (
                        <Text size="sm" c="dimmed">
                          {t('statusLabel.film')}
                        </Text>
                      ) : (
                        entry.preFilterStatus && <PreFilterBadge status={entry.preFilterStatus} />
                      )}
                    </Table.Td>
                  )}
                  {shown.scores && (
                    <Table.Td ta="right" td={isReplaced(entry, 'judge1') ? 'line-through' : undefined}>
                      {formatScore(entry.evaluation?.judge1Score, i18n.language)}
                    </Table.Td>
                  )}
                  {shown.judge2 && (
                    <Table.Td ta="right" td={isReplaced(entry, 'judge2') ? 'line-through' : undefined}>
                      {formatScore(entry.evaluation?.judge2Score, i18n.language)}
                    </Table.Td>
                  )}
                  {shown.judge2 && (
                    <Table.Td ta="right" data-testid="overall-adjudication">
                      {entry.evaluation?.adjudication
                        ? formatScore(entry.evaluation.adjudication.score, i18n.language)
                        : ''}
                    </Table.Td>
                  )}
                  {shown.scores && (
                    <Table.Td ta="right" fw={700}>
                      {formatScore(entry.evaluation?.finalScore, i18n.language)}
                    </Table.Td>
                  )}
                  {shown.scores && (
                    <Table.Td>
                      {entry.evaluation?.award && <AwardBadge award={entry.evaluation.award} />}
                    </Table.Td>
                  )}
                  <Table.Td>{formatDate(entry.createdAt, i18n.language)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** A judge score an adjudicator's replaced reads struck through. */
function isReplaced(entry: OverallEntry, side: 'judge1' | 'judge2'): boolean {
  const replaced = entry.evaluation?.adjudication?.replaced;
  return replaced === side || replaced === 'both';
}
