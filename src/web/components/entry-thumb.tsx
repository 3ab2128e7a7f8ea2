import { Center, Stack, Text } from '@mantine/core';
import { IconPhoto, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entryImageUrl } from '../../contract/entry-urls';
import type { VideoView } from '../../contract/submissions';
import { videoAddressesOf } from '../../domain/video-url';

/**
 * What an entry's picture needs: its id (a photo's thumbnail URL follows from it) and whether it is
 * a photo (any image object), or a video's link (its host's thumbnail follows from it).
 */
export type ThumbImage = object;
export type ThumbVideo = Pick<VideoView, 'provider' | 'url'>;

/**
 * The picture of an entry: the photo's server-made thumbnail, or the video's thumbnail from its host
 * with a play mark. When a host thumbnail cannot load (Vimeo unlisted, offline), a plain tile.
 * Shared by the participant's lists and the admin results screens.
 */
export function EntryThumb({
  id,
  image,
  video,
  height,
  alt,
}: {
  id: string;
  image: ThumbImage | null;
  video: ThumbVideo | null;
  height: number | string;
  alt: string;
}) {
  const { t } = useTranslation();
  const [hasFailed, setHasFailed] = useState(false);
  const src = image
    ? entryImageUrl(id, 'thumb')
    : video
      ? (videoAddressesOf(video.url)?.thumbnailUrl ?? null)
      : null;
  const box = {
    height,
    width: '100%',
    position: 'relative' as const,
    background: 'var(--mantine-color-gray-1)',
    overflow: 'hidden',
  };

  return (
    <div style={box}>
      {src && !hasFailed ? (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setHasFailed(true)}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          data-testid="entry-thumb"
        />
      ) : (
        <Center h="100%">
          <Stack align="center" gap={4}>
            {video ? (
              <IconPlayerPlayFilled size={36} color="var(--mantine-color-gray-5)" />
            ) : (
              <IconPhoto size={36} color="var(--mantine-color-gray-5)" />
            )}
            <Text size="xs" c="dimmed">
              {video?.provider === 'youtube'
                ? 'YouTube'
                : video?.provider === 'vimeo'
                  ? 'Vimeo'
                  : t('common.noThumbnail')}
            </Text>
          </Stack>
        </Center>
      )}
      {video && src && !hasFailed && (
        <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
          <Center w={52} h={52} style={{ borderRadius: '50%', background: 'rgba(0,0,0,0.55)' }}>
            <IconPlayerPlayFilled size={26} color="white" />
          </Center>
        </Center>
      )}
    </div>
  );
}
