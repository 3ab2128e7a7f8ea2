import { Badge, Card, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EntryThumb } from '../../../components/entry-thumb';
import type { ResultRow } from '../lib/result-rows';
import { formatScore } from '../../../lib/format';
import { AwardBadge, StatusBadge } from './badges';

/** A Contest Submissions card: picture, contest title, status, type, final score, award. */
export function BrowserCard({ item, onOpen }: { item: ResultRow; onOpen: () => void }) {
  const { t, i18n } = useTranslation('results');
  return (
    <UnstyledButton
      onClick={onOpen}
      data-testid="browser-card"
      data-id={item.id}
      style={{ display: 'block', height: '100%' }}
    >
      {/* The card's name is this and then what it shows (WCAG 2.5.3, label in name). */}
      <VisuallyHidden>{t('entry.open', { name: item.participant.username })}</VisuallyHidden>
      <Card withBorder radius="md" padding={0} h="100%">
        <EntryThumb id={item.id} image={item.image} video={item.video} height={170} alt="" />
        <Stack p="sm" gap={6}>
          <Text size="sm" fw={600} lineClamp={2}>
            {item.contest.title}
          </Text>
          <Group gap={6}>
            <StatusBadge item={item} />
            <Badge variant="default" style={{ textTransform: 'none' }}>
              {t(`kind.${item.kind}`)}
            </Badge>
          </Group>
          <Group justify="space-between" wrap="wrap" gap={6}>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {t('entry.finalShort')}:{' '}
              <Text span fw={700} data-testid="final-score">
                {formatScore(item.finalScore, i18n.language)}
              </Text>
            </Text>
            {item.award && <AwardBadge award={item.award} />}
          </Group>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}
