import './translations';
import {
  Anchor,
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconListNumbers, IconTrophyOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CONTEST_PHASES, type ContestPhase } from '../../../domain/contest-phase';
import { EntryThumb } from '../../components/entry-thumb';
import { Pager } from '../../components/pager';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useResults, type ResultContest, type ResultEntry } from './api/results';
import {
  AwardBadge,
  ContestTypeBadge,
  EvaluationBadge,
  OUTLINE_GRAY,
  PreFilterBadge,
} from '../../components/entry-badges/entry-badges';
import { LoadError } from '../../components/load-error';
import { useEntryName } from '../../lib/entry-name';
import { formatDay, formatScore } from '../../lib/format';
import { FeedbackPack } from './components/feedback-pack';

const PHASE_COLORS: Record<ContestPhase, string> = { open: 'blue', judging: 'yellow', results: 'green' };

/** open → judging → results published, with the contest's current step marked. */
function PhaseSteps({ phase }: { phase: ContestPhase }) {
  const { t } = useTranslation('participant');
  const current = CONTEST_PHASES.indexOf(phase);
  return (
    <Group
      gap={6}
      wrap="wrap"
      role="group"
      aria-label={t('results.phaseLabel', { phase: t(`results.phase.${phase}`) })}
    >
      {CONTEST_PHASES.map((step, index) => (
        <Badge
          key={step}
          color={index === current ? PHASE_COLORS[step] : OUTLINE_GRAY}
          variant={index === current ? 'filled' : 'outline'}
          aria-current={index === current ? 'step' : undefined}
          data-testid={index === current ? 'phase-current' : undefined}
        >
          {t(`results.phase.${step}`)}
        </Badge>
      ))}
    </Group>
  );
}

function EntryOutcome({ entry, contest }: { entry: ResultEntry; contest: string }) {
  const { t, i18n } = useTranslation('participant');
  const name = useEntryName()(entry);
  return (
    <Card withBorder padding="xs" radius="sm" data-testid="result-entry">
      <Card.Section>
        <EntryThumb
          id={entry.id}
          image={entry.image}
          video={entry.video}
          height={110}
          alt={t('results.entryAlt', { name, contest })}
        />
      </Card.Section>
      <Stack gap={4} mt="xs">
        <Text size="sm" fw={500}>
          {name}
        </Text>
        {entry.preFilterStatus && <PreFilterBadge status={entry.preFilterStatus} />}
        {entry.outcome?.status === 'not_judged' ? (
          !entry.preFilterStatus && <EvaluationBadge status="not_judged" />
        ) : entry.outcome ? (
          <>
            <Text size="sm" data-testid="entry-score">
              {t('results.finalScore', { score: formatScore(entry.outcome.finalScore, i18n.language) })}
            </Text>
            {entry.outcome.award && <AwardBadge award={entry.outcome.award} />}
          </>
        ) : null}
        {entry.recognition && (
          // Links 8 px apart: each keeps a 24 px target (WCAG 2.2, 2.5.8).
          <Stack gap={8}>
            <Anchor
              href={`${entry.recognition.certificateUrl}?locale=${i18n.language}`}
              size="sm"
              download
              aria-label={t('results.certificateFor', { name })}
            >
              {t('results.certificate')}
            </Anchor>
            <Anchor
              href={`${entry.recognition.verifyUrl}?lang=${i18n.language}`}
              size="sm"
              target="_blank"
              rel="noopener"
              aria-label={t('results.badgeFor', { name })}
            >
              {t('results.badge')}
            </Anchor>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function ContestResult({ item }: { item: ResultContest }) {
  const { t, i18n } = useTranslation('participant');
  const { contest } = item;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="result-contest">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={3} size="h4">
              {contest.title}
            </Title>
            <Group gap="xs">
              <ContestTypeBadge category={contest.category} photoCategory={contest.photoCategory} />
              <Text size="sm" c="dimmed">
                {t('results.resultDay', { date: formatDay(contest.resultDay, i18n.language) })}
              </Text>
            </Group>
          </Stack>
          <PhaseSteps phase={item.phase} />
        </Group>
        <Text size="sm">
          {item.phase === 'results' ? t('results.publishedNote') : t(`results.waiting.${item.phase}`)}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="sm">
          {item.entries.map((entry) => (
            <EntryOutcome key={entry.id} entry={entry} contest={contest.title} />
          ))}
        </SimpleGrid>
        {contest.showSubmissions && (
          <Group>
            <Button
              component={Link}
              to={`/participant/submissions/${contest.id}`}
              variant="light"
              leftSection={<IconListNumbers size={16} />}
              aria-label={t('results.overallFor', { contest: contest.title })}
            >
              {t('contests.viewOverall')}
            </Button>
            {item.phase === 'results' && (
              <Button
                component="a"
                href={`/gallery/${contest.id}?lang=${i18n.language}`}
                target="_blank"
                rel="noopener"
                variant="subtle"
                aria-label={t('results.galleryFor', { contest: contest.title })}
              >
                {t('results.gallery')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The results hub: every contest the participant entered, ended ones included. */
export default function ResultsPage() {
  const { t } = useTranslation('participant');
  useDocumentTitle(t('results.title'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const results = useResults(page);
  const data = results.data;

  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{t('results.title')}</Title>
        <Text c="dimmed">{t('results.subtitle')}</Text>
      </div>
      {results.isError && (
        <LoadError message={t('results.loadError')} onRetry={() => void results.refetch()} />
      )}
      {!data && !results.isError && <Skeleton h={200} />}
      <FeedbackPack />
      {data && data.items.length === 0 && (
        <EmptyState icon={<IconTrophyOff size={32} />} title={t('results.empty')}>
          <Anchor component={Link} to="/participant/contests">
            {t('results.emptyLink')}
          </Anchor>
        </EmptyState>
      )}
      {data?.items.map((item) => (
        <ContestResult key={item.contest.id} item={item} />
      ))}
      {data && (
        <Pager
          page={data.page}
          total={data.total}
          pageSize={data.pageSize}
          onChange={(next) => {
            setParams(next > 1 ? { page: String(next) } : {});
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </Stack>
  );
}
