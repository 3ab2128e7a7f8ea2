import { AspectRatio, Badge, Box, Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoScoringItem } from '../api/types';
import { isHighScore } from '../../../../domain/awards';
import { formatScore } from '../../../lib/format';
import classes from './thumb-grid.module.css';
import { videoAddressesOf } from '../../../../domain/video-url';

/** Video cards: the provider's thumbnail and the judge's own score or 'Pending Evaluation'. */
export function VideoGrid(props: { items: readonly VideoScoringItem[]; onOpen: (index: number) => void }) {
  const { t, i18n } = useTranslation('judging');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" data-testid="video-grid">
      {props.items.map((item, index) => (
        <UnstyledButton
          key={item.id}
          onClick={() => props.onOpen(index)}
          className={classes.cell}
          data-testid="video-card"
          data-id={item.id}
        >
          <span className={classes.spoken}>{t('common.open', { index: index + 1 })}</span>
          <Card withBorder padding={0} radius="md">
            <AspectRatio ratio={16 / 9}>
              <Box
                className={classes.frame}
                style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
              >
                <VideoThumb url={videoAddressesOf(item.videoUrl)?.thumbnailUrl ?? null} />
              </Box>
            </AspectRatio>
            <Box p="sm">
              <Text size="xs" c="dimmed" truncate>
                {item.provider === 'vimeo'
                  ? 'Vimeo'
                  : item.provider === 'youtube'
                    ? 'YouTube'
                    : item.videoUrl}
              </Text>
              {item.score === null ? (
                <Badge color="gray" variant="light" mt={4}>
                  {t('video.pendingEvaluation')}
                </Badge>
              ) : (
                <Badge color={isHighScore(item.score) ? 'green' : 'orange'} mt={4} data-testid="own-score">
                  {t('common.yourScore', { score: formatScore(item.score, i18n.language) })}
                </Badge>
              )}
            </Box>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

/** The provider's thumbnail, or a video icon when there is none or it cannot be loaded. */
function VideoThumb({ url }: { url: string | null }) {
  const [isBroken, setBroken] = useState(false);
  if (!url || isBroken) return <IconMovie size={40} color="var(--mantine-color-gray-6)" />;
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      className={classes.image}
      onError={() => setBroken(true)}
    />
  );
}
