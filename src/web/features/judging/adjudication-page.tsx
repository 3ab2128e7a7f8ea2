import './translations';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { SCORE_MAX, SCORE_MIN } from '../../../domain/awards';
import { PageLoader } from '../../components/page-loader';
import { currentLanguage } from '../../i18n';
import { ApiError } from '../../lib/api';
import { formatScore } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAdjudications, useSaveAdjudication, type AdjudicationItem } from './api/adjudications';

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => SCORE_MIN + i);
const TOAST_MS = 4000;

function AdjudicationCard({ item, position }: { item: AdjudicationItem; position: number }) {
  const { t } = useTranslation('judging');
  const save = useSaveAdjudication();
  const language = currentLanguage();
  const label = item.title ?? t('adjudication.entry', { n: position });

  async function handleScore(score: number) {
    try {
      await save.mutateAsync({ id: item.id, score });
      notifications.show({
        color: 'green',
        autoClose: TOAST_MS,
        message: t('adjudication.saved', { score: formatScore(score, language) }),
      });
    } catch (error) {
      const message =
        error instanceof ApiError
          ? t(`errors.${error.code}`, { ns: 'common', defaultValue: t('adjudication.saveError') })
          : t('adjudication.saveError');
      notifications.show({ color: 'red', autoClose: TOAST_MS, message });
    }
  }

  return (
    <Card withBorder radius="md" padding="md" data-testid={`adjudication-${item.id}`}>
      <Card.Section>
        {item.image ? (
          <img
            src={item.image.previewUrl}
            alt={label}
            style={{
              width: '100%',
              maxHeight: 480,
              objectFit: 'contain',
              background: 'var(--mantine-color-dark-7)',
            }}
          />
        ) : item.video?.embedUrl ? (
          <iframe
            src={item.video.embedUrl}
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
        <Text size="sm" c="dimmed">
          {item.contestTitle}
        </Text>
        <Group gap={4} role="group" aria-label={t('adjudication.scoreGroup', { entry: label })}>
          {SCORES.map((score) => (
            <Button
              key={score}
              size="xs"
              variant={item.score === score ? 'filled' : 'default'}
              aria-pressed={item.score === score}
              aria-label={t('adjudication.giveScore', { score })}
              onClick={() => handleScore(score)}
              disabled={save.isPending}
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
 * /judge/adjudication: the entries the admin asked this judge to adjudicate (issue 14). Blind and
 * independent: the entry and the judge's own score only, never the other judges' scores.
 */
export default function AdjudicationPage() {
  const { t } = useTranslation('judging');
  useDocumentTitle(t('adjudication.title'));
  const adjudications = useAdjudications();

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
          <AdjudicationCard key={item.id} item={item} position={i + 1} />
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
    </Stack>
  );
}
