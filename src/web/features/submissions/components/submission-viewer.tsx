import { AspectRatio, Badge, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AdjudicationNote } from './adjudication-note';
import { isImprovementArea } from '../../../../domain/improvement-areas';
import type { JudgeView, MySubmission } from '../api/types';
import { formatInstant, formatScore } from '../../../lib/format';
import { AwardBadge, EvaluationBadge, PreFilterBadge } from '../../../components/entry-badges/entry-badges';
import { useEntryName } from '../../../lib/entry-name';
import { entryImageUrl } from '../../../../contract/entry-urls';
import { videoAddressesOf } from '../../../../domain/video-url';

/**
 * A larger look at one entry: headed by the entry's own name (title, else "Photo N") with its contest
 * beneath, its caption, the photo preview or the video player, and the judges' feedback when shown.
 */
export function SubmissionViewer({
  submission: s,
  onClose,
}: {
  submission: MySubmission | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('submissions');
  const nameOf = useEntryName();
  const evaluation =
    s?.preFilterStatus === 'rejected' || s?.evaluation?.status === 'not_judged' ? undefined : s?.evaluation;
  const name = s ? nameOf(s) : '';
  const embedUrl = s?.video ? videoAddressesOf(s.video.url)?.embedUrl : undefined;
  return (
    <Modal
      opened={s !== null}
      onClose={onClose}
      size="xl"
      title={
        s && (
          <Stack gap={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="viewer-title">
              {name}
            </Text>
            <Text size="sm" c="dimmed">
              {s.contest.title}
            </Text>
          </Stack>
        )
      }
    >
      {s && (
        <Stack gap="md">
          {s.image ? (
            <Image
              src={entryImageUrl(s.id, 'preview')}
              alt={t('submissions.viewerAlt', { name, contest: s.contest.title })}
              radius="md"
              fit="contain"
              mah="70vh"
            />
          ) : embedUrl ? (
            <AspectRatio ratio={16 / 9}>
              <iframe
                src={embedUrl}
                title={name}
                allow="fullscreen; picture-in-picture"
                allowFullScreen
                style={{ border: 0, borderRadius: 8 }}
              />
            </AspectRatio>
          ) : null}
          {s.caption && (
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              data-testid="viewer-caption"
            >
              {s.caption}
            </Text>
          )}
          {s.video && (
            <Button
              component="a"
              href={s.video.url}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              rightSection={<IconExternalLink size={14} />}
              w="fit-content"
            >
              {t('submissions.openVideo')}
            </Button>
          )}
          <Group gap="xs">
            <Badge variant="light">{t(`submissions.${s.kind}`)}</Badge>
            {s.preFilterStatus && <PreFilterBadge status={s.preFilterStatus} />}
            {s.evaluation && !s.preFilterStatus && <EvaluationBadge status={s.evaluation.status} />}
            {evaluation?.award && <AwardBadge award={evaluation.award} />}
            <Text size="sm" c="dimmed">
              {t('submissions.submittedOn', { date: formatInstant(s.createdAt, i18n.language) })}
            </Text>
          </Group>
          {evaluation && (
            <Stack gap="sm">
              <JudgeFeedback label={t('submissions.judge1')} judge={evaluation.judge1} />
              {evaluation.judge2 && (
                <JudgeFeedback label={t('submissions.judge2')} judge={evaluation.judge2} />
              )}
              <AdjudicationNote evaluation={evaluation} />
              <Text fw={700}>
                {t('submissions.final')}: {formatScore(evaluation.finalScore, i18n.language)}
              </Text>
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}

function JudgeFeedback({ label, judge }: { label: string; judge: JudgeView }) {
  const { t, i18n } = useTranslation('submissions');
  const areas = judge.feedback.filter(isImprovementArea);
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {label}: {formatScore(judge.score, i18n.language)}
      </Text>
      {/* The comment and the areas ticked beside it, both. */}
      {judge.comment && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          <Text span c="dimmed" size="sm">
            {t('submissions.comments')}:{' '}
          </Text>
          {judge.comment}
        </Text>
      )}
      {areas.length > 0 && (
        <Group gap={6} data-testid="judge-areas">
          <Text size="sm" c="dimmed">
            {t('submissions.areas')}:
          </Text>
          {areas.map((area) => (
            <Badge key={area} variant="outline" color="gray" size="sm">
              {t(`improvementAreas.${area}`)}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
