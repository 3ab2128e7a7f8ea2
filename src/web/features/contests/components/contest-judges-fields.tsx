import { Alert, Divider, NumberInput, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  JUDGE_SLOTS,
  normalizeContestInput,
  slotsForCategory,
  type ContestInput,
} from '../../../../domain/contest-rules';
import { DISAGREEMENT_THRESHOLD_MAX, DISAGREEMENT_THRESHOLD_MIN } from '../../../../domain/disagreement';
import { JUDGING_REMINDER_DAYS_BEFORE } from '../../../../domain/judging-deadline';
import { fieldProps } from '../../../lib/form';
import type { AdminContestDetails } from '../api/contests';
import type { Judge } from '../api/judges';
import { droppedJudges } from '../lib/contest-coupling';
import { valuesOf, type Replacement } from '../lib/contest-form-values';

/**
 * The contest form's judging part (spec section 5): the judge slots the category and the extra flag
 * leave, the disagreement threshold and the judging deadline, with what a save would take from the
 * judges already assigned (dropped slots, replaced judges whose evaluations stand).
 */
export function ContestJudgesFields({
  form,
  contest,
  judges,
  replacements,
}: {
  form: UseFormReturnType<ContestInput>;
  /** The stored contest (null for a new one). */
  contest: AdminContestDetails | null;
  judges: Judge[];
  replacements: Replacement[];
}) {
  const { t } = useTranslation('contests');
  const values = form.getValues();
  const stored = contest ? valuesOf(contest) : null;
  const usedSlots = slotsForCategory(values.category, values.isExtra);
  const dropped = droppedJudges(stored, normalizeContestInput(values));
  const nameOf = (id: string | null) =>
    (id && judges.find((judge) => judge.id === id)?.username) || t('contestForm.deletedJudge');

  // A judge with entries in the contest cannot judge it (the server refuses it too): listed, but
  // disabled and saying why.
  const entrants = new Set(contest?.entrantJudgeIds ?? []);
  const judgeOptions = (slot: keyof typeof JUDGE_SLOTS) =>
    judges
      .filter((judge) => judge.role === JUDGE_SLOTS[slot].role)
      .map((judge) =>
        entrants.has(judge.id)
          ? { value: judge.id, label: t('contestForm.hasEntries', { name: judge.username }), disabled: true }
          : { value: judge.id, label: judge.username },
      );

  return (
    <>
      <Divider label={t('contestForm.judges')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: usedSlots.length > 2 ? 3 : 2 }}>
        {usedSlots.map((slot) => {
          const options = judgeOptions(slot);
          return (
            <Select
              key={slot}
              label={t(`contestForm.slots.${slot}`)}
              placeholder={options.length ? t('contestForm.noJudge') : t('contestForm.noJudgesOfRole')}
              clearable
              searchable
              data={options}
              nothingFoundMessage={t('contestForm.noJudgesOfRole')}
              {...fieldProps(form, slot, t)}
            />
          );
        })}
      </SimpleGrid>
      {!values.isExtra && (
        <NumberInput
          label={t('contestForm.disagreementThreshold')}
          description={t('contestForm.disagreementThresholdHint')}
          min={DISAGREEMENT_THRESHOLD_MIN}
          max={DISAGREEMENT_THRESHOLD_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          maw={320}
          {...fieldProps(form, 'disagreementThreshold', t)}
        />
      )}
      <DatePickerInput
        label={t('contestForm.judgingDeadline')}
        description={t('contestForm.judgingDeadlineHint', { days: JUDGING_REMINDER_DAYS_BEFORE })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...fieldProps(form, 'judgingDeadlineDay', t)}
        value={values.judgingDeadlineDay || null}
        onChange={(day: string | null) => form.setFieldValue('judgingDeadlineDay', day)}
        minDate={values.endDay || undefined}
        valueFormat="D MMM YYYY"
        placeholder={t('contestForm.noJudgingDeadline')}
        leftSection={<IconCalendar size={16} />}
        clearable
        previousLabel={t('contestForm.previousMonth')}
        nextLabel={t('contestForm.nextMonth')}
        popoverProps={{ withinPortal: true }}
        maw={320}
      />
      {entrants.size > 0 && (
        <Text size="sm" c="dimmed">
          {t('contestForm.conflictHint')}
        </Text>
      )}
      {dropped.length > 0 && (
        <Alert color="yellow" role="status" title={t('contestForm.droppedTitle')}>
          {t('contestForm.droppedBody', {
            judges: dropped
              .map((slot) => `${t(`contestForm.slots.${slot}`)} (${nameOf(stored?.[slot] ?? null)})`)
              .join(', '),
          })}
        </Alert>
      )}
      {replacements.length > 0 && (
        <Radio.Group
          label={t('contestForm.replacement.title')}
          description={replacements
            .map(
              (r) =>
                // "commented on 0 more" said nothing: the comments part only when there are.
                t('contestForm.replacement.summaryScored', {
                  slot: t(`contestForm.slots.${r.slot}`),
                  name: r.names.join(', '),
                  count: r.scored,
                }) +
                (r.commented > 0
                  ? t('contestForm.replacement.summaryCommented', { count: r.commented })
                  : '') +
                '.',
            )
            .join(' ')}
          required
          {...fieldProps(form, 'previousEvaluations', t)}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="keep"
              label={t('contestForm.replacement.keep')}
              description={t('contestForm.replacement.keepHint')}
            />
            <Radio
              value="fresh"
              label={t('contestForm.replacement.fresh')}
              description={t('contestForm.replacement.freshHint')}
            />
          </Stack>
        </Radio.Group>
      )}
    </>
  );
}
