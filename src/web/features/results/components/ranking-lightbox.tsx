import { Alert, Box, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultRow } from '../lib/result-rows';
import { StepArrow } from '../../../components/step-arrow';
import { formatInstant, formatScore } from '../../../lib/format';
import { DownloadButton } from './download-button';
import { AwardBadge, ContestTypeBadge, StatusBadge } from './badges';
import { EntryMedia } from './entry-media';
import { AdjudicationLine, FinalFormula, JudgeFeedback, judgeLabel } from './judge-feedback';
import { useIsPhone } from '../../../lib/use-is-phone';
import { entryImageUrl } from '../../../../contract/entry-urls';

/**
 * The rankings lightbox: the photo or the embedded video beside everything the judges said, with the
 * participant and the download. Arrows (buttons and keys) move through the page.
 */
export function RankingLightbox({
  items,
  index,
  onIndex,
  onClose,
}: {
  items: readonly ResultRow[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('results');
  const isMobile = useIsPhone();
  const item = index === null ? null : (items[index] ?? null);
  const count = items.length;

  useEffect(() => {
    if (index === null || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, iframe')) return;
      if (event.key === 'ArrowLeft') onIndex((index - 1 + count) % count);
      if (event.key === 'ArrowRight') onIndex((index + 1) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, count, onIndex]);

  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      size="min(1200px, 96vw)"
      fullScreen={isMobile}
      padding={0}
      title={
        item && (
          <Text fw={600} size="sm" lineClamp={1}>
            {t('list.position', { index: (index ?? 0) + 1, count })} · {item.contest.title}
          </Text>
        )
      }
      styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' } }}
    >
      {item && (
        <Box
          data-testid="result-lightbox"
          data-id={item.id}
          style={{
            display: 'flex',
            flexDirection: isMobile ? 'column' : 'row',
            minHeight: isMobile ? undefined : '70vh',
          }}
        >
          <Box
            style={{
              flex: 1,
              minWidth: 0,
              background: '#111',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              position: 'relative',
              padding: 'var(--mantine-spacing-md)',
            }}
          >
            <EntryMedia item={item} maxHeight={isMobile ? '55vh' : '78vh'} />
            {count > 1 && (
              <>
                <StepArrow
                  direction="previous"
                  size={40}
                  onClick={() => onIndex((index! - 1 + count) % count)}
                />
                <StepArrow direction="next" size={40} onClick={() => onIndex((index! + 1) % count)} />
              </>
            )}
          </Box>
          <Stack gap="sm" p="md" w={isMobile ? '100%' : 360} style={{ flex: 'none', overflowY: 'auto' }}>
            <Group gap={6}>
              <ContestTypeBadge contest={item.contest} />
              <StatusBadge item={item} />
            </Group>
            <div>
              <Text size="xs" c="dimmed">
                {t('entry.participant')}
              </Text>
              <Text fw={600}>{item.participant.username}</Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {item.participant.email}
              </Text>
            </div>
            <Text size="xs" c="dimmed">
              {t('entry.submittedOn', { date: formatInstant(item.createdAt, i18n.language) })}
            </Text>
            <Divider />
            <JudgeFeedback label={judgeLabel(item, 1, t)} judge={item.judge1} testId="judge1-feedback" />
            {item.judge2 && (
              <JudgeFeedback label={judgeLabel(item, 2, t)} judge={item.judge2} testId="judge2-feedback" />
            )}
            <AdjudicationLine item={item} />
            <Divider />
            <Group justify="space-between">
              <Text fw={700}>
                {t('entry.final')}:{' '}
                <span data-testid="lightbox-final">{formatScore(item.finalScore, i18n.language)}</span>
              </Text>
              {item.award && <AwardBadge award={item.award} />}
            </Group>
            <FinalFormula item={item} />
            {item.preFilterStatus &&
              item.preFilterStatus !== 'approved' &&
              (item.judge1.score ?? item.judge2?.score) != null && (
                <Alert color="gray" variant="light" p="xs">
                  <Text size="xs">{t('entry.notCounted')}</Text>
                </Alert>
              )}
            {item.image && (
              <DownloadButton href={entryImageUrl(item.id, 'original')} icon={<IconDownload size={16} />}>
                {t('entry.download')}
              </DownloadButton>
            )}
          </Stack>
        </Box>
      )}
    </Modal>
  );
}
