import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIFECYCLE_PHASES, type LifecyclePhase } from '../../../../domain/results-lifecycle';
import { confirmAction } from '../../../components/confirm';
import { currentLanguage } from '../../../i18n';
import { errorMessage } from '../../../lib/form';
import { formatInstant, formatScore } from '../../../lib/format';
import { useLifecycle, usePublishResults, type ContestLifecycle } from '../api/lifecycle';
import { publishConfirmationText } from '../lib/publish-checklist';
import { AmendResultModal } from './amend-result-modal';
import { ReasonModal } from './reason-modal';
import { Count } from '../../../components/count';

// A contest's results lifecycle for the admin: where it stands, each judge's completion
// (reopened with a reason), what is still open before publishing, publishing with a confirmation,
// and the amendments of published results.

const PHASE_COLOR: Record<LifecyclePhase, string> = {
  submissions: 'blue',
  judging: 'yellow',
  judging_closed: 'orange',
  published: 'green',
};

function Phases({ phase }: { phase: LifecyclePhase }) {
  const { t } = useTranslation('contests');
  const current = LIFECYCLE_PHASES.indexOf(phase);
  return (
    <Group
      gap={6}
      role="group"
      aria-label={t('lifecycle.phaseLabel', { phase: t(`lifecycle.phase.${phase}`) })}
    >
      {LIFECYCLE_PHASES.map((step, i) => (
        <Badge
          key={step}
          variant={i === current ? 'filled' : 'light'}
          color={i <= current ? PHASE_COLOR[phase] : 'gray'}
        >
          {t(`lifecycle.phase.${step}`)}
        </Badge>
      ))}
    </Group>
  );
}

function Judges({
  lifecycle,
  onReopen,
}: {
  lifecycle: ContestLifecycle;
  onReopen: (judgeId: string) => void;
}) {
  const { t } = useTranslation('contests');
  const locale = currentLanguage();
  if (lifecycle.judges.length === 0) return <Text c="dimmed">{t('lifecycle.noJudges')}</Text>;
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('lifecycle.judge')}</Table.Th>
          <Table.Th>{t('lifecycle.completion')}</Table.Th>
          <Table.Th ta="right">{t('lifecycle.pending')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lifecycle.judges.map((judge) => (
          <Table.Tr key={`${judge.role}-${judge.id}`}>
            <Table.Td>
              <Text size="sm">{judge.username}</Text>
              <Text size="xs" c="dimmed">
                {t(`lifecycle.roles.${judge.role}`)}
              </Text>
            </Table.Td>
            <Table.Td>
              {judge.completedAt ? (
                <Badge color="green" variant="light">
                  {t('lifecycle.completedAt', { date: formatInstant(judge.completedAt, locale) })}
                </Badge>
              ) : (
                <Badge color="gray" variant="light">
                  {t('lifecycle.notCompleted')}
                </Badge>
              )}
            </Table.Td>
            <Table.Td ta="right">
              <Count value={judge.pending} />
            </Table.Td>
            <Table.Td>
              {judge.completedAt && lifecycle.phase !== 'published' && (
                <Button size="xs" variant="default" onClick={() => onReopen(judge.id)}>
                  {t('lifecycle.reopen', { name: judge.username })}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Checklist({ lifecycle }: { lifecycle: ContestLifecycle }) {
  const { t } = useTranslation('contests');
  const { checklist } = lifecycle;
  if (checklist.open.length === 0) return <Text size="sm">{t('lifecycle.publishNothingOpen')}</Text>;
  return (
    <List size="sm" aria-label={t('lifecycle.checklistTitle')}>
      {checklist.open.map((item) => (
        <List.Item key={item}>
          {item === 'submissionsOpen'
            ? t('lifecycle.checklist.submissionsOpen')
            : `${t(`lifecycle.checklist.${item}`)}: ${checklist[item]}`}
        </List.Item>
      ))}
    </List>
  );
}

function Amendments({ lifecycle }: { lifecycle: ContestLifecycle }) {
  const { t } = useTranslation('contests');
  const locale = currentLanguage();
  if (lifecycle.amendments.length === 0) return <Text c="dimmed">{t('lifecycle.noAmendments')}</Text>;
  const result = (side: { finalScore: number | null; award: string | null }) =>
    `${formatScore(side.finalScore, locale)} · ${t(`lifecycle.award.${side.award ?? 'none'}`)}`;
  return (
    <Stack gap="xs">
      {lifecycle.amendments.map((amendment) => (
        <Alert
          key={amendment.id}
          variant="light"
          color="grape"
          title={amendment.entryTitle ?? t('lifecycle.untitled')}
        >
          <Text size="sm">
            {t('lifecycle.amendmentLine', {
              participant: amendment.participant,
              before: result(amendment.before),
              after: result(amendment.after),
            })}
          </Text>
          <Text size="sm">{t('lifecycle.reasonLine', { reason: amendment.reason })}</Text>
          <Text size="xs" c="dimmed">
            {t('lifecycle.amendedBy', {
              actor: amendment.actor ?? '—',
              date: formatInstant(amendment.createdAt, locale),
            })}
          </Text>
        </Alert>
      ))}
    </Stack>
  );
}

export function ResultsLifecycleModal({
  contest,
  onClose,
}: {
  contest: { id: string; title: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('contests');
  const locale = currentLanguage();
  const lifecycle = useLifecycle(contest?.id ?? null);
  const publish = usePublishResults();
  const [reopening, setReopening] = useState<string | null>(null);
  const [isAmending, setIsAmending] = useState(false);
  const data = lifecycle.data;

  async function handlePublish() {
    if (!contest || !data) return;
    const isConfirmed = await confirmAction({
      message: publishConfirmationText(data.checklist, t),
      confirmLabel: t('lifecycle.publishConfirm'),
      danger: data.checklist.open.length > 0,
    });
    if (!isConfirmed) return;
    try {
      await publish.mutateAsync(contest.id);
      notifications.show({ color: 'green', message: t('lifecycle.published') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  }

  return (
    <Modal
      opened={contest !== null}
      onClose={onClose}
      size="xl"
      title={t('lifecycle.title', { title: contest?.title ?? '' })}
    >
      {lifecycle.isPending ? (
        <Loader size="sm" />
      ) : !data ? (
        <Alert color="red">{errorMessage(lifecycle.error, t)}</Alert>
      ) : (
        <Stack gap="md">
          <Phases phase={data.phase} />
          {data.publishedAt && (
            <Text size="sm">
              {t('lifecycle.publishedAt', { date: formatInstant(data.publishedAt, locale) })}
            </Text>
          )}
          <Title order={3} size="h5">
            {t('lifecycle.judgesTitle')}
          </Title>
          <Judges lifecycle={data} onReopen={setReopening} />
          {data.phase !== 'published' && (
            <>
              <Title order={3} size="h5">
                {t('lifecycle.checklistTitle')}
              </Title>
              <Checklist lifecycle={data} />
              <Group>
                <Button onClick={handlePublish} loading={publish.isPending}>
                  {t('lifecycle.publish')}
                </Button>
              </Group>
            </>
          )}
          {data.phase === 'published' && (
            <>
              <Group justify="space-between">
                <Title order={3} size="h5">
                  {t('lifecycle.amendmentsTitle')}
                </Title>
                <Button variant="light" color="grape" onClick={() => setIsAmending(true)}>
                  {t('lifecycle.amend')}
                </Button>
              </Group>
              <Text size="xs" c="dimmed">
                {t('lifecycle.amendHint')}
              </Text>
              <Amendments lifecycle={data} />
            </>
          )}
        </Stack>
      )}
      {contest && (
        <ReasonModal
          contestId={contest.id}
          judge={data?.judges.find((judge) => judge.id === reopening) ?? null}
          onClose={() => setReopening(null)}
        />
      )}
      {contest && isAmending && (
        <AmendResultModal contestId={contest.id} onClose={() => setIsAmending(false)} />
      )}
    </Modal>
  );
}
