import { AspectRatio, Button, Center, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconMovie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ResultRow } from '../lib/result-rows';
import { entryImageUrl } from '../../../../contract/entry-urls';
import { videoAddressesOf } from '../../../../domain/video-url';

/** The large view of an entry: the photo's preview, or the video's player from its host. */
export function EntryMedia({ item, maxHeight }: { item: ResultRow; maxHeight: string }) {
  const { t } = useTranslation('results');
  if (item.image) {
    return (
      <img
        src={entryImageUrl(item.id, 'preview')}
        alt={item.contest.title}
        data-testid="media-photo"
        style={{ display: 'block', maxWidth: '100%', maxHeight, margin: '0 auto', objectFit: 'contain' }}
      />
    );
  }
  if (!item.video) return null;
  const embedUrl = videoAddressesOf(item.video.url)?.embedUrl;
  return (
    <Stack gap="xs" w="100%">
      {embedUrl ? (
        <AspectRatio ratio={16 / 9} w="100%" mah={maxHeight}>
          <iframe
            src={embedUrl}
            title={item.contest.title}
            allow="fullscreen; picture-in-picture"
            allowFullScreen
            data-testid="media-video"
            style={{ border: 0, borderRadius: 8 }}
          />
        </AspectRatio>
      ) : (
        <Center h={200}>
          <IconMovie size={48} color="var(--mantine-color-gray-5)" />
        </Center>
      )}
      <Button
        component="a"
        href={item.video.url}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        size="xs"
        rightSection={<IconExternalLink size={14} />}
        w="fit-content"
      >
        <Text size="xs" span>
          {t('entry.openVideo')}
        </Text>
      </Button>
    </Stack>
  );
}
