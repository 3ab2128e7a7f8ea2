import { Button, Chip, Group, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMPROVEMENT_AREAS,
  normalizeFeedback,
  type ImprovementArea,
} from '../../../../domain/improvement-areas';
import { SCORE_MAX } from '../../../../domain/awards';
import { formatScore } from '../../../lib/format';

/**
 * The judge's side of the viewer for one entry: stars, comment and (photos) improvement areas. Mounted
 * per entry (keyed by id); a comment typed and left unsaved is saved when the judge moves on.
 */
export function ScorePanel(props: {
  score: number | null;
  comment: string | null;
  feedback?: ImprovementArea[] | null;
  withAreas: boolean;
  onScore: (score: number) => void;
  onSaveComment: (comment: string, isAnnounced: boolean) => void;
  onFeedback?: (feedback: ImprovementArea[]) => void;
  /** Whom the comment is for, when not the participant (an adjudicator's is read by the admins). */
  commentPlaceholder?: string;
}) {
  const { t, i18n } = useTranslation('judging');
  const [draft, setDraft] = useState(props.comment ?? '');
  const latest = useRef({ draft, saved: props.comment ?? '', save: props.onSaveComment });
  useEffect(() => {
    latest.current = { draft, saved: props.comment ?? '', save: props.onSaveComment };
  });
  useEffect(
    () => () => {
      const { draft: text, saved, save } = latest.current;
      if (text.trim() !== saved.trim()) save(text, true);
    },
    [],
  );

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={600}>{t('common.score')}</Text>
          <Text fw={700} fz="xl" data-testid="panel-score">
            {formatScore(props.score, i18n.language)}
          </Text>
        </Group>
        <Rating
          count={SCORE_MAX}
          value={props.score ?? 0}
          onChange={(value) => props.onScore(value)}
          size="md"
          // The stars are radios (each named by getSymbolLabel); the group carries the field's name.
          role="radiogroup"
          aria-label={t('common.scoreLabel')}
          // Mantine adds a radio for "no score yet" (value 0), checked until the first score.
          getSymbolLabel={(value) =>
            value === 0 ? t('common.noScoreYet') : t('common.starLabel', { count: value })
          }
          data-testid="score-rating"
        />
      </Stack>

      {props.withAreas && (
        <Stack gap={6}>
          <Text fw={600} size="sm">
            {t('common.improvementAreas')}
          </Text>
          <Chip.Group
            multiple
            value={props.feedback ?? []}
            onChange={(value) => props.onFeedback?.(normalizeFeedback(value) ?? [])}
          >
            <Group gap={6}>
              {IMPROVEMENT_AREAS.map((area) => (
                <Chip key={area} value={area} size="sm" variant="outline">
                  {t(`areas.${area}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      )}

      <Textarea
        label={t('common.comments')}
        placeholder={props.commentPlaceholder ?? t('common.commentsPlaceholder')}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        autosize
        minRows={4}
        maxRows={10}
        maxLength={5000}
        // What is saved when, and what the participant will see; an
        // adjudicator's comment (its own placeholder) is for the admins only.
        description={props.commentPlaceholder ? undefined : t('common.savedWhen')}
      />
      {!props.commentPlaceholder && (
        <Text size="xs" c="dimmed" data-testid="participant-sees">
          {t('common.participantSees')}
        </Text>
      )}
      <Button
        onClick={() => {
          const text = draft.trim();
          latest.current.saved = text;
          setDraft(text);
          props.onSaveComment(text, true);
        }}
      >
        {t('common.saveComments')}
      </Button>
    </Stack>
  );
}
