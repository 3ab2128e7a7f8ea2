import { Alert, Divider, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResultRow } from '../lib/result-rows';
import { formatInstant, formatScore } from '../../../lib/format';
import { AwardBadge, ContestTypeBadge, StatusBadge } from './badges';
import { EntryMedia } from './entry-media';
import { AdjudicationLine, FinalFormula, JudgeFeedback, judgeLabel } from './judge-feedback';
import { useIsPhone } from '../../../lib/use-is-phone';

/**
 * The spec's rule for the Contest Submissions details: scores, final score, award and comments only
 * when the contest shows evaluations and the entry is approved (videos count as approved: they skip
 * the pre-filter). It shows the results as they are published.
 */
export function isEvaluationVisible(item: ResultRow): boolean {
  return (
    item.contest.showEvaluations && (item.preFilterStatus === null || item.preFilterStatus === 'approved')
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}

export function DetailsModal({ item, onClose }: { item: ResultRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('results');
  const isMobile = useIsPhone();
  const isVisible = item ? isEvaluationVisible(item) : false;
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      size="xl"
      fullScreen={isMobile}
      title={<Text fw={600}>{t('entry.details')}</Text>}
    >
      {item && (
        <Stack gap="md" data-testid="details-modal" data-id={item.id}>
          <div style={{ background: '#111', borderRadius: 8, padding: 8 }}>
            <EntryMedia item={item} maxHeight="45vh" />
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Field label={t('entry.contest')}>
              <Text size="sm" fw={600}>
                {item.contest.title}
              </Text>
            </Field>
            <Field label={t('entry.type')}>
              <Group gap={6}>
                <ContestTypeBadge contest={item.contest} />
              </Group>
            </Field>
            <Field label={t('entry.status')}>
              <StatusBadge item={item} />
            </Field>
            <Field label={t('entry.submitted')}>
              <Text size="sm">{formatInstant(item.createdAt, i18n.language)}</Text>
            </Field>
          </SimpleGrid>
          <Divider />
          {isVisible ? (
            <Stack gap="sm" data-testid="details-evaluation">
              <JudgeFeedback label={judgeLabel(item, 1, t)} judge={item.judge1} areasOnlyWithoutComment />
              {/* Extra contests have no second judge, and its feedback is not shown (spec section 9). */}
              {!item.contest.isExtra && item.judge2 && (
                <JudgeFeedback label={judgeLabel(item, 2, t)} judge={item.judge2} areasOnlyWithoutComment />
              )}
              <AdjudicationLine item={item} />
              <Group justify="space-between">
                <Text fw={700} data-testid="details-final">
                  {t('entry.final')}: {formatScore(item.finalScore, i18n.language)}
                </Text>
                {item.award && <AwardBadge award={item.award} />}
              </Group>
              <FinalFormula item={item} />
            </Stack>
          ) : (
            <Alert color="gray" variant="light" data-testid="details-evaluation-hidden">
              <Text size="sm">
                {item.contest.showEvaluations
                  ? t('entry.evaluationNotApproved')
                  : t('entry.evaluationHidden')}
              </Text>
            </Alert>
          )}
        </Stack>
      )}
    </Modal>
  );
}
