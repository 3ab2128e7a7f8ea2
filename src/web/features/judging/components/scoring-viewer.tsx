import { AspectRatio, Box, Button, Group, Switch, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImprovementArea } from '../../../../domain/improvement-areas';
import type { PhotoScoringItem, ScoringItem, VideoScoringItem } from '../api/types';
import { scoreOfKey } from '../lib/keyboard';
import { useZoom } from '../lib/use-zoom';
import { Lightbox } from './lightbox';
import { ScorePanel } from './photo-panel';
import { ZoomablePhoto } from './zoomable-photo';
import { videoAddressesOf } from '../../../../domain/video-url';

function isPhoto(item: ScoringItem): item is PhotoScoringItem {
  return !('videoUrl' in item);
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
  /** Photos: move on to the next photo after a score (the judge's choice, remembered). */
  autoAdvance?: { value: boolean; onChange: (value: boolean) => void };
  /** The comment field's placeholder, when the comment is not for the participant. */
  commentPlaceholder?: string;
  /** Improvement areas beside a photo's comment (the judges'; not an adjudicator's). Default: photos. */
  withAreas?: boolean;
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
  const photo = current && isPhoto(current) ? current : null;
  const zoom = useZoom(photo, (step) => props.onMove(step));
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
        // Emptied first, so the same score pressed again (or on the next photo) is said again: a
        // live region speaks when its text changes.
        setAnnouncement('');
        window.setTimeout(() => setAnnouncement(t('common.scoreAnnounced', { score: value })), 50);
        return true;
      }}
      mediaKeys={photo ? zoom.onKey : undefined}
      mediaHint={photo ? t('inspect.keysHint') : undefined}
      tools={
        props.autoAdvance && (
          <Switch
            size="xs"
            color="teal"
            styles={{ label: { color: 'var(--mantine-color-gray-3)' } }}
            label={t('inspect.autoAdvance')}
            checked={props.autoAdvance.value}
            onChange={(event) => props.autoAdvance?.onChange(event.currentTarget.checked)}
            data-testid="auto-advance"
          />
        )
      }
      index={props.index}
      count={props.count}
      position={props.offset + props.index + 1}
      total={Math.max(props.total, props.count)}
      announcement={announcement}
      title={props.title}
      hint={props.hint}
      testId={kind === 'photo' ? 'photo-lightbox' : 'video-modal'}
      media={
        photo ? (
          <ZoomablePhoto
            id={photo.id}
            zoom={zoom}
            alt={t('common.photoAlt', {
              index: props.offset + props.index + 1,
              count: Math.max(props.total, props.count),
            })}
          />
        ) : current && !isPhoto(current) ? (
          <VideoMedia item={current} />
        ) : null
      }
      panel={
        current && (
          <ScorePanel
            key={current.id}
            score={current.score}
            comment={current.comment}
            feedback={isPhoto(current) ? current.feedback : null}
            withAreas={props.withAreas ?? kind === 'photo'}
            commentPlaceholder={props.commentPlaceholder}
            onScore={(value) => props.onScore(current, value)}
            onSaveComment={(comment, isAnnounced) => props.onSaveFeedback(current, { comment }, isAnnounced)}
            onFeedback={(feedback) => props.onSaveFeedback(current, { feedback }, false)}
          />
        )
      }
    />
  );
}

function VideoMedia({ item }: { item: VideoScoringItem }) {
  const { t } = useTranslation('judging');
  const embedUrl = videoAddressesOf(item.videoUrl)?.embedUrl;
  return (
    <Box w="100%" maw={1100} data-testid="video-player" data-id={item.id}>
      {embedUrl ? (
        <AspectRatio ratio={16 / 9}>
          <iframe
            key={item.id}
            src={embedUrl}
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
