import '@mantine/dropzone/styles.layer.css';
import { ActionIcon, Alert, Center, Group, Image, List, Paper, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import {
  IconCheck,
  IconPhoto,
  IconPhotoOff,
  IconPhotoUp,
  IconRefresh,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format';
import { Hint } from '../../../components/hint';

// What the server decodes (src/server/lib/images.ts); HEIC from iPhones is not among them.
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
export const MAX_IMAGE_BYTES = 40 * 1024 * 1024;

export type PhotoStatus = 'ready' | 'waiting' | 'uploading' | 'done' | 'error';

export type PhotoItem = {
  key: string;
  file: File;
  /** Object URL of the file for the thumbnail; revoked when the item goes away. */
  previewUrl: string;
  status: PhotoStatus;
  progress: number;
  error: string | null;
  /** False when the server refused the file itself (too small…): sending it again cannot succeed. */
  canRetry: boolean;
};

type Props = {
  items: PhotoItem[];
  /** One pick (from the dialog or a drop): the accepted files and the refused ones together. */
  onPick: (files: File[], rejections: FileRejection[]) => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
  /** Why the picker is closed (package missing, limit reached), shown inside it. */
  disabledReason: string | null;
  isSending: boolean;
  counter: string | null;
  /** The contest's minimum photo size, when it has one. */
  minSizeHint: string | null;
  limitMessage: string | null;
  rejections: string[];
};

// onDropAny gets every pick whole; onDrop and onReject would split it in two calls.
const ignore = () => undefined;

/** The photo picker of the submit dialog: images only, several at once, closed at the package limit. */
export function PhotoPicker(props: Props) {
  const { t, i18n } = useTranslation('submissions');
  const isDisabled = props.disabledReason !== null || props.isSending;

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={ignore}
        onDropAny={props.onPick}
        accept={ACCEPTED_IMAGE_TYPES}
        maxSize={MAX_IMAGE_BYTES}
        multiple
        disabled={isDisabled}
        useFsAccessApi={false}
        name="photos"
        inputProps={{ 'aria-label': t('submit.dropTitle') }}
        data-testid="photo-dropzone"
        style={isDisabled ? { opacity: 0.6, cursor: 'not-allowed' } : undefined}
      >
        <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconPhotoUp size={44} color="var(--mantine-color-violet-6)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={44} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={44} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <div>
            <Dropzone.Accept>
              <Text fw={500}>{t('submit.dropAccept')}</Text>
            </Dropzone.Accept>
            <Dropzone.Reject>
              <Text fw={500}>{t('submit.dropReject')}</Text>
            </Dropzone.Reject>
            <Dropzone.Idle>
              <Text fw={500}>{props.disabledReason ?? t('submit.dropTitle')}</Text>
            </Dropzone.Idle>
            <Text size="sm" c="dimmed" mt={4}>
              {t('submit.dropHint')}
            </Text>
          </div>
        </Group>
      </Dropzone>

      {props.minSizeHint && (
        <Text size="sm" c="dimmed" data-testid="photo-min-size">
          {props.minSizeHint}
        </Text>
      )}
      {props.counter && (
        <Text size="sm" c="dimmed" data-testid="photo-counter">
          {props.counter}
        </Text>
      )}
      {props.limitMessage && (
        <Text size="sm" c="red.7" role="alert">
          {props.limitMessage}
        </Text>
      )}
      {props.rejections.length > 0 && (
        <Alert color="orange" role="alert" title={t('submit.rejectedTitle')}>
          <List size="sm">
            {props.rejections.map((line, index) => (
              <List.Item key={index}>{line}</List.Item>
            ))}
          </List>
        </Alert>
      )}

      {props.items.length > 0 && (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('submit.chosenPhotos')}
        >
          {props.items.map((item) => (
            <Paper
              key={item.key}
              withBorder
              p="xs"
              radius="md"
              component="li"
              data-testid="photo-item"
              data-status={item.status}
            >
              <Group wrap="nowrap" gap="sm" align="center">
                <LocalThumb url={item.previewUrl} />
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" fw={500} truncate="end" title={item.file.name}>
                      {item.file.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                      {formatBytes(item.file.size, i18n.language)}
                    </Text>
                  </Group>
                  <PhotoProgress item={item} />
                </Stack>
                <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
                  {item.status === 'error' && item.canRetry && !props.isSending && (
                    <Hint label={t('submit.retry')}>
                      <ActionIcon
                        variant="light"
                        onClick={() => props.onRetry(item.key)}
                        aria-label={t('submit.retryFile', { name: item.file.name })}
                      >
                        <IconRefresh size={16} />
                      </ActionIcon>
                    </Hint>
                  )}
                  {(item.status === 'ready' || item.status === 'error') && !props.isSending && (
                    <Hint label={t('submit.remove')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => props.onRemove(item.key)}
                        aria-label={t('submit.removeFile', { name: item.file.name })}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Hint>
                  )}
                  {item.status === 'done' && (
                    <IconCheck
                      size={20}
                      color="var(--mantine-color-teal-6)"
                      aria-label={t('submit.fileStatus.done')}
                    />
                  )}
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function PhotoProgress({ item }: { item: PhotoItem }) {
  const { t } = useTranslation('submissions');
  const percent = Math.round(item.progress * 100);
  if (item.status === 'error') {
    return (
      <Text size="xs" c="red.7" data-testid="photo-error">
        {item.error}
      </Text>
    );
  }
  if (item.status === 'ready') {
    return (
      <Text size="xs" c="dimmed">
        {t('submit.fileStatus.ready')}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={item.status === 'waiting' ? 0 : percent}
        color={item.status === 'done' ? 'teal' : 'violet'}
        size="md"
        radius="xl"
        striped={item.status === 'uploading'}
        animated={item.status === 'uploading'}
        style={{ flex: 1 }}
        aria-label={t('submit.progressLabel', { name: item.file.name })}
      />
      <Text
        size="xs"
        c={item.status === 'done' ? 'teal.7' : 'dimmed'}
        w={84}
        ta="right"
        style={{ flex: 'none' }}
      >
        {item.status === 'waiting'
          ? t('submit.fileStatus.waiting')
          : item.status === 'done'
            ? t('submit.fileStatus.done')
            : `${percent}%`}
      </Text>
    </Group>
  );
}

/** The chosen file as the browser decodes it; a plain tile when it is not a readable image. */
function LocalThumb({ url }: { url: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed) {
    return (
      <Center w={56} h={56} bg="gray.1" style={{ flex: 'none', borderRadius: 4 }}>
        <IconPhotoOff size={24} color="var(--mantine-color-gray-5)" />
      </Center>
    );
  }
  return (
    <Image
      src={url}
      alt=""
      w={56}
      h={56}
      radius="sm"
      fit="cover"
      style={{ flex: 'none' }}
      onError={() => setHasFailed(true)}
      data-testid="photo-item-thumb"
    />
  );
}
