import { Badge, Card, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EntryThumb } from '../../../components/entry-thumb';
import type { ResultRow } from '../lib/result-rows';
import { formatScore } from '../../../lib/format';
import { DownloadButton } from './download-button';
import { AwardBadge, StatusBadge } from './badges';
import { AdjudicationLine, FinalFormula, ScoreValue, judgeLabel } from './judge-feedback';
import { entryImageUrl } from '../../../../contract/entry-urls';

/** A rankings card: the picture (opens the lightbox), judges' scores, final score, award, email, download. */
export function RankingCard({ item, onOpen }: { item: ResultRow; onOpen: () => void }) {
  const { t, i18n } = useTranslation('results');
  const name = item.participant.username;
  const judges = [
    { slot: 1 as const, judge: item.judge1 },
    ...(item.judge2 ? [{ slot: 2 as const, judge: item.judge2 }] : []),
  ];
  return (
    <Card withBorder radius="md" padding={0} data-testid="result-card" data-id={item.id} component="article">
      <UnstyledButton onClick={onOpen} style={{ display: 'block' }}>
        {/* The button's name is this and then what the picture shows (a film's provider). */}
        <VisuallyHidden>{t('entry.open', { name })}</VisuallyHidden>
        <EntryThumb id={item.id} image={item.image} video={item.video} height={200} alt="" />
      </UnstyledButton>
      <Stack p="sm" gap={8}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text size="xs" c="dimmed" lineClamp={2}>
            {item.rank ? `#${item.rank} · ` : ''}
            {item.contest.title}
          </Text>
          <StatusBadge item={item} />
        </Group>
        {item.isDisagreement && (
          <Badge color="orange" variant="light" data-testid="disagreement">
            {t('entry.disagreement')}
          </Badge>
        )}
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate data-testid="participant-email">
            {item.participant.email}
          </Text>
        </div>
        <Stack gap={2}>
          {judges.map(({ slot, judge }) => (
            <Group
              key={slot}
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              data-testid={`judge${slot}-score`}
            >
              <Text size="sm" c="dimmed" truncate data-testid="judge-name">
                {t(`entry.judge${slot}`)} · {judgeLabel(item, slot, t)}
              </Text>
              <ScoreValue judge={judge} />
            </Group>
          ))}
          <AdjudicationLine item={item} size="sm" />
        </Stack>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">
            {t('entry.finalShort')}:{' '}
            <Text span fw={700} fz="lg" data-testid="final-score">
              {formatScore(item.finalScore, i18n.language)}
            </Text>
          </Text>
          {item.award && <AwardBadge award={item.award} />}
        </Group>
        <FinalFormula item={item} />
        {item.image && (
          <DownloadButton
            href={entryImageUrl(item.id, 'original')}
            icon={<IconDownload size={14} />}
            size="xs"
            aria-label={t('entry.downloadNamed', { name })}
          >
            {t('entry.download')}
          </DownloadButton>
        )}
      </Stack>
    </Card>
  );
}
