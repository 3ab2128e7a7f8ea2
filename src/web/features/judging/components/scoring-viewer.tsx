import { AspectRatio, Box, Button, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImprovementArea } from '../../../../domain/improvement-areas';
import type { PhotoScoringItem, ScoringItem } from '../api/types';
import { scoreOfKey } from '../lib/keyboard';
import { Lightbox } from './lightbox';
import { ScorePanel } from './photo-panel';

function isPhoto(item: ScoringItem): item is PhotoScoringItem {
  return 'previewUrl' in item;
}

/**
 * The scoring judges' viewer: the entry full screen, digits score it, arrows move through the list,
 * and the panel beside it holds the stars, the comment and (photos) the improvement areas.
 */
export default function ScoringViewer(props: {
  kind: 'photo' | 'video';
  current: ScoringItem | null;
  index: number;
  count: number;
  /** The first entry's place in the whole tab (the page's offset) and the tab's size. */
  offset: number;
  total: number;
  title: string;
  hint: string;
  onClose: () => void;
  onMove: (step: number) => void;
  onScore: (item: ScoringItem, value: number) => void;
  onSaveFeedback: (
    item: ScoringItem,
    body: { comment?: string | null; feedback?: ImprovementArea[] | null },
    isAnnounced: boolean,
  ) => void;
}) {
  const { kind, current } = props;
  const { t } = useTranslation('judging');
  const [announcement, setAnnouncement] = useState('');
  return (
    <Lightbox
      opened={current !== null}
      onClose={props.onClose}
      onPrevious={() => props.onMove(-1)}
      onNext={() => props.onMove(1)}
      onKey={(key) => {
        const value = scoreOfKey(key);
        if (value === null || !current) return false;
        props.onScore(current, value);
        setAnnouncement(t('common.scoreAnnounced', { score: value }));
        return true;
      }}
      index={props.index}
      count={props.count}
      position={props.offset + props.index + 1}
      total={Math.max(props.total, props.count)}
      announcement={announcement}
      title={props.title}
      hint={props.hint}
      testId={kind === 'photo' ? 'photo-lightbox' : 'video-modal'}
      media={current && <Media item={current} />}
      panel={
        current && (
          <ScorePanel
            key={current.id}
            score={current.score}
            comment={current.comment}
            feedback={isPhoto(current) ? current.feedback : null}
            withAreas={kind === 'photo'}
            onScore={(value) => props.onScore(current, value)}
            onSaveComment={(comment, isAnnounced) => props.onSaveFeedback(current, { comment }, isAnnounced)}
            onFeedback={(feedback) => props.onSaveFeedback(current, { feedback }, false)}
          />
        )
      }
    />
  );
}

function Media({ item }: { item: ScoringItem }) {
  const { t } = useTranslation('judging');
  if (isPhoto(item)) {
    return <img key={item.id} src={item.previewUrl} alt="" data-testid="lightbox-image" data-id={item.id} />;
  }
  return (
    <Box w="100%" maw={1100} data-testid="video-player" data-id={item.id}>
      {item.embedUrl ? (
        <AspectRatio ratio={16 / 9}>
          <iframe
            key={item.id}
            src={item.embedUrl}
            title={item.provider ?? 'video'}
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            style={{ border: 0 }}
          />
        </AspectRatio>
      ) : (
        <Text c="gray.4" ta="center">
          {t('video.noPlayer')}
        </Text>
      )}
      <Group justify="center" mt="xs">
        <Button
          component="a"
          href={item.videoUrl}
          target="_blank"
          rel="noreferrer"
          variant="subtle"
          color="gray.3"
          size="xs"
          rightSection={<IconExternalLink size={14} />}
        >
          {t('video.openOriginal', { provider: item.provider === 'vimeo' ? 'Vimeo' : 'YouTube' })}
        </Button>
      </Group>
    </Box>
  );
}
