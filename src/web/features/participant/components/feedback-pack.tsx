import { Accordion, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FeedbackContest } from '../../../../contract/participant';
import { formatNumber, formatScore } from '../../../lib/format';
import { useEntryName } from '../../../lib/entry-name';
import { useFeedbackPack } from '../api/feedback';
import { AwardBadge } from '../../../components/entry-badges/entry-badges';

function ContestFeedback({ item }: { item: FeedbackContest }) {
  const { t, i18n } = useTranslation('participant');
  const nameOf = useEntryName();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" data-testid="feedback-average">
        {t('feedback.average', {
          average: item.average === null ? '—' : formatNumber(item.average, i18n.language, 2),
        })}
      </Text>
      {item.entries.map((entry) => {
        const name = nameOf(entry);
        return (
          <Card key={entry.id} withBorder padding="sm" radius="sm" data-testid="feedback-entry">
            <Stack gap={6}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} size="sm">
                  {name}
                </Text>
                <Text size="sm">
                  {t('results.finalScore', { score: formatScore(entry.finalScore, i18n.language) })}
                </Text>
                {entry.award && <AwardBadge award={entry.award} />}
                {entry.percentile !== null && (
                  <Badge variant="light" color="gray" style={{ textTransform: 'none' }}>
                    {t('feedback.percentile', { percentile: entry.percentile })}
                  </Badge>
                )}
              </Group>
              {entry.judges.map((judge) => (
                <Stack key={judge.side} gap={2} data-testid="feedback-judge">
                  <Text size="sm">
                    <Text span fw={600} size="sm">
                      {t('feedback.judge', { n: judge.side })}:{' '}
                    </Text>
                    <Text span size="sm" style={{ whiteSpace: 'pre-line' }}>
                      {judge.comment ?? t('feedback.noComment')}
                    </Text>
                  </Text>
                  {judge.areas.length > 0 && (
                    <Group gap={6}>
                      <Text size="xs" c="dimmed">
                        {t('feedback.areas')}:
                      </Text>
                      {judge.areas.map((area) => (
                        <Badge key={area} variant="outline" color="gray" size="sm">
                          {t(`feedback.area.${area}`)}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </Stack>
              ))}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

/**
 * The judges' feedback on the participant's entries in contests whose evaluations are shown
 * (the feedback pack): anonymous ("Judge 1/2"), with the contest's average and the entry's percentile, and the
 * one-page PDF in the reader's language.
 */
export function FeedbackPack() {
  const { t, i18n } = useTranslation('participant');
  const pack = useFeedbackPack();
  if (!pack.data || pack.data.items.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="feedback-pack">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={3} size="h4">
              {t('feedback.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('feedback.subtitle')}
            </Text>
          </Stack>
          <Button
            component="a"
            href={`/api/participant/feedback.pdf?locale=${i18n.language === 'en' ? 'en' : 'pt'}`}
            download
            variant="light"
            leftSection={<IconFileDownload size={16} />}
            data-testid="feedback-pdf"
          >
            {t('feedback.pdf')}
          </Button>
        </Group>
        <Accordion variant="separated" multiple defaultValue={[pack.data.items[0].contest.id]}>
          {pack.data.items.map((item) => (
            <Accordion.Item key={item.contest.id} value={item.contest.id}>
              <Accordion.Control>{item.contest.title}</Accordion.Control>
              <Accordion.Panel>
                <ContestFeedback item={item} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Card>
  );
}
