import './translations';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Suspense, useContext, useState } from 'react';
import { AdjudicationPartsContext } from './parts';
import { useTranslation } from 'react-i18next';
import { SCORE_MAX, SCORE_MIN } from '../../../domain/awards';
import { PageLoader } from '../../components/page-loader';
import { currentLanguage } from '../../i18n';
import { ApiError } from '../../lib/api';
import { formatScore } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  useAdjudications,
  useSaveAdjudication,
  useSaveAdjudicationComment,
  type AdjudicationItem,
} from './api/adjudications';
import { toScoringItem } from './lib/adjudication-items';
import { entryImageUrl } from '../../../contract/entry-urls';
import { videoAddressesOf } from '../../../domain/video-url';

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => SCORE_MIN + i);
const TOAST_MS = 4000;

function useScoreSaver() {
  const { t } = useTranslation('adjudication');
  const save = useSaveAdjudication();
  const language = currentLanguage();
  async function handleScore(id: string, score: number) {
    try {
      await save.mutateAsync({ id, score });
      notifications.show({
        color: 'green',
        autoClose: TOAST_MS,
        message: t('adjudication.saved', { score: formatScore(score, language) }),
      });
    } catch (error) {
      notifications.show({ color: 'red', autoClose: TOAST_MS, message: failure(error, t) });
    }
  }
  return { handleScore, isPending: save.isPending };
}

function failure(error: unknown, t: (key: string, options?: Record<string, unknown>) => string) {
  return error instanceof ApiError
    ? t(`errors.${error.code}`, { ns: 'common', defaultValue: t('adjudication.saveError') })
    : t('adjudication.saveError');
}

function AdjudicationCard({
  item,
  position,
  onOpen,
}: {
  item: AdjudicationItem;
  position: number;
  onOpen: () => void;
}) {
  const { t } = useTranslation('adjudication');
  const { handleScore, isPending } = useScoreSaver();
  const language = currentLanguage();
  const label = item.title ?? t('adjudication.entry', { n: position });
  const embedUrl = item.video ? videoAddressesOf(item.video.url)?.embedUrl : undefined;

  return (
    <Card withBorder radius="md" padding="md" data-testid={`adjudication-${item.id}`}>
      <Card.Section>
        {item.image ? (
          <UnstyledButton
            onClick={onOpen}
            aria-label={t('adjudication.openViewer', { entry: label })}
            style={{ display: 'block', width: '100%' }}
          >
            <img
              src={entryImageUrl(item.id, 'preview')}
              alt={label}
              style={{
                width: '100%',
                maxHeight: 480,
                objectFit: 'contain',
                background: 'var(--mantine-color-dark-7)',
              }}
            />
          </UnstyledButton>
        ) : embedUrl ? (
          <iframe
            src={embedUrl}
            title={label}
            style={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
            allow="fullscreen; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <Text p="md">
            <a href={item.video?.url} target="_blank" rel="noreferrer">
              {item.video?.url}
            </a>
          </Text>
        )}
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{label}</Text>
          <Badge
            color={item.score === null ? 'orange' : 'green'}
            variant="light"
            data-testid="adjudication-status"
          >
            {item.score === null
              ? t('adjudication.pending')
              : t('adjudication.yourScore', { score: formatScore(item.score, language) })}
          </Badge>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c="dimmed">
            {item.contestTitle}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={onOpen} data-testid="open-viewer">
            {t('adjudication.openViewerShort')}
          </Button>
        </Group>
        {item.comment && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="adjudication-comment">
            {item.comment}
          </Text>
        )}
        <Group gap={4} role="group" aria-label={t('adjudication.scoreGroup', { entry: label })}>
          {SCORES.map((score) => (
            <Button
              key={score}
              size="xs"
              variant={item.score === score ? 'filled' : 'default'}
              aria-pressed={item.score === score}
              aria-label={t('adjudication.giveScore', { score })}
              onClick={() => handleScore(item.id, score)}
              disabled={isPending}
            >
              {score}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /judge/adjudication: the entries the admin asked this judge to adjudicate. Blind and
 * independent: the entry and the judge's own score only, never the other judges' scores.
 */
export default function AdjudicationPage() {
  const { t } = useTranslation('adjudication');
  // The scoring judges' viewer, blind: the adjudicator's own score and comment only.
  const parts = useContext(AdjudicationPartsContext);
  useDocumentTitle(t('adjudication.title'));
  const adjudications = useAdjudications();
  const [openedId, setOpenedId] = useState<string | null>(null);
  const { handleScore } = useScoreSaver();
  const saveComment = useSaveAdjudicationComment();
  const items = adjudications.data?.items ?? [];
  const index = items.findIndex((item) => item.id === openedId);
  const current = index >= 0 ? toScoringItem(items[index]) : null;

  let body;
  if (adjudications.isPending) body = <PageLoader />;
  else if (adjudications.isError) {
    body = (
      <Stack align="center" py="xl">
        <Text c="red">{t('adjudication.loadError')}</Text>
        <Button variant="light" onClick={() => adjudications.refetch()}>
          {t('adjudication.retry')}
        </Button>
      </Stack>
    );
  } else if (adjudications.data.items.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {t('adjudication.empty')}
      </Text>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {adjudications.data.items.map((item, i) => (
          <AdjudicationCard key={item.id} item={item} position={i + 1} onOpen={() => setOpenedId(item.id)} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2}>{t('adjudication.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('adjudication.subtitle')}
        </Text>
      </Stack>
      {body}
      {current && parts && (
        <Suspense fallback={null}>
          <parts.Viewer
            kind={'videoUrl' in current ? 'video' : 'photo'}
            current={current}
            index={index}
            count={items.length}
            offset={0}
            total={items.length}
            title={t('adjudication.title')}
            hint={t('adjudication.keysHint')}
            commentPlaceholder={t('adjudication.commentPlaceholder')}
            withAreas={false}
            onClose={() => setOpenedId(null)}
            onMove={(step) => setOpenedId(items[(index + step + items.length) % items.length].id)}
            onScore={(item, value) => void handleScore(item.id, value)}
            onSaveFeedback={(item, body, isAnnounced) => {
              if (body.comment === undefined) return;
              saveComment.mutate(
                { id: item.id, comment: body.comment },
                {
                  onSuccess: () => {
                    if (isAnnounced) {
                      notifications.show({
                        color: 'green',
                        autoClose: TOAST_MS,
                        message: t('adjudication.commentSaved'),
                      });
                    }
                  },
                  onError: (error) =>
                    notifications.show({ color: 'red', autoClose: TOAST_MS, message: failure(error, t) }),
                },
              );
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
