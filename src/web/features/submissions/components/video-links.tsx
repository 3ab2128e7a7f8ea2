import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandVimeo, IconBrandYoutube, IconLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { parseVideoUrl } from '../../../../domain/video-url';
import { Hint } from '../../../components/hint';

export type VideoRow = { key: string; value: string; touched: boolean; serverError: string | null };

type Props = {
  rows: VideoRow[];
  onChange: (key: string, value: string) => void;
  onBlur: (key: string) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
  /** Why no row can be added (the package limit, or no package yet); null when one can. */
  addBlockedReason: string | null;
  /** Whether to say that reason beside the button (not when the dialog already says it). */
  showsAddBlockedReason: boolean;
  showAllErrors: boolean;
  disabled: boolean;
};

/** Video links, one input per video; each must be a YouTube or Vimeo link (domain/video-url). */
export function VideoLinks(props: Props) {
  const { t } = useTranslation('submissions');
  return (
    <Stack gap="xs">
      {props.rows.map((row, index) => {
        const text = row.value.trim();
        const parsed = text === '' ? null : parseVideoUrl(text);
        const isInvalid = text !== '' && parsed === null && (row.touched || props.showAllErrors);
        const error = isInvalid ? t('submit.invalidUrl') : row.serverError;
        const icon =
          parsed?.provider === 'youtube' ? (
            <IconBrandYoutube size={18} color="var(--mantine-color-red-6)" />
          ) : parsed?.provider === 'vimeo' ? (
            <IconBrandVimeo size={18} color="var(--mantine-color-blue-6)" />
          ) : (
            <IconLink size={18} />
          );
        return (
          <Group key={row.key} align="flex-start" wrap="nowrap" gap="xs">
            <TextInput
              style={{ flex: 1 }}
              label={t('submit.videoUrl', { n: index + 1 })}
              placeholder="https://www.youtube.com/watch?v=…"
              type="url"
              inputMode="url"
              autoComplete="off"
              value={row.value}
              onChange={(event) => props.onChange(row.key, event.currentTarget.value)}
              onBlur={() => props.onBlur(row.key)}
              leftSection={icon}
              error={error}
              disabled={props.disabled}
              data-testid="video-url"
            />
            {props.rows.length > 1 && (
              <Hint label={t('submit.removeUrl', { n: index + 1 })}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  size="lg"
                  onClick={() => props.onRemove(row.key)}
                  disabled={props.disabled}
                  aria-label={t('submit.removeUrl', { n: index + 1 })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Hint>
            )}
          </Group>
        );
      })}
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={props.onAdd}
          disabled={props.disabled || props.addBlockedReason !== null}
          w="fit-content"
        >
          {t('submit.addUrl')}
        </Button>
        {props.addBlockedReason && props.showsAddBlockedReason && (
          <Text size="sm" c="dimmed">
            {props.addBlockedReason}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
