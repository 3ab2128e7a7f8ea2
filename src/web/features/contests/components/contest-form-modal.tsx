import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/pt-br';
import {
  Alert,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Modal,
  NumberInput,
  Radio,
  Select,
  Text,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCalendar } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTEST_FORM_DEFAULTS,
  CONTEST_TITLE_MAX,
  contestInputSchema,
  JUDGE_SLOTS,
  MIN_LONG_SIDE_MAX,
  normalizeContestInput,
  PHOTO_CATEGORIES,
  replacedScoringSlots,
  slotsForCategory,
  type ContestInput,
  type JudgeSlot,
} from '../../../../domain/contest-rules';
import { DISAGREEMENT_THRESHOLD_MAX, DISAGREEMENT_THRESHOLD_MIN } from '../../../../domain/disagreement';
import { CONTEST_CATEGORIES, type ContestCategory } from '../../../../domain/packages';
import { currentLanguage } from '../../../i18n';
import { applyServerError, fieldProps } from '../../../lib/form';
import { useContest, useSaveContest, type AdminContestDetails } from '../api/contests';
import { useJudges, type Judge } from '../api/judges';
import { applyCoupling as coupleValues, droppedJudges, type CouplingMemory } from '../lib/contest-coupling';
import { QueryError } from '../../../components/query-error';

const FLAGS = [
  'showEvaluations',
  'showSubmissions',
  'showPreFilterResults',
  'isExtra',
  'showTitlesToJudges',
] as const;

function valuesOf(contest: AdminContestDetails | null): ContestInput {
  if (!contest) return { ...CONTEST_FORM_DEFAULTS };
  return {
    title: contest.title,
    startDay: contest.startDay,
    endDay: contest.endDay,
    resultDay: contest.resultDay,
    category: contest.category,
    photoCategory: contest.photoCategory,
    rules: contest.rules,
    showEvaluations: contest.showEvaluations,
    showSubmissions: contest.showSubmissions,
    showPreFilterResults: contest.showPreFilterResults,
    isExtra: contest.isExtra,
    showTitlesToJudges: contest.showTitlesToJudges,
    minPhotoLongSide: contest.minPhotoLongSide,
    preFilterJudgeId: contest.preFilterJudgeId,
    photoJudge1Id: contest.photoJudge1Id,
    photoJudge2Id: contest.photoJudge2Id,
    videoJudge1Id: contest.videoJudge1Id,
    videoJudge2Id: contest.videoJudge2Id,
    disagreementThreshold: contest.disagreementThreshold,
  };
}

/**
 * Create or edit a contest (spec section 5). `contestId` null creates; otherwise the contest is loaded
 * in full (the list leaves out the rules) before the form shows.
 */
export function ContestFormModal(props: { opened: boolean; contestId: string | null; onClose: () => void }) {
  const { t } = useTranslation('contests');
  const isMobile = useMediaQuery('(max-width: 48em)');
  const contest = useContest(props.opened ? props.contestId : null);
  const judges = useJudges(props.opened);
  const isEdit = props.contestId !== null;

  let body;
  if (isEdit && contest.isError) {
    body = (
      <QueryError
        error={contest.error}
        message={t('contestForm.loadError')}
        onRetry={() => contest.refetch()}
      />
    );
  } else if (isEdit && !contest.data) {
    body = (
      <Center h={240}>
        <Loader />
      </Center>
    );
  } else {
    body = (
      <ContestForm
        key={props.contestId ?? 'new'}
        contest={isEdit ? (contest.data ?? null) : null}
        judges={judges.data?.items ?? []}
        onDone={props.onClose}
      />
    );
  }

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={isEdit ? t('contestForm.editTitle') : t('contestForm.createTitle')}
      size="xl"
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': t('common.close', { ns: 'common' }) }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <DatesProvider settings={{ locale: currentLanguage() === 'pt' ? 'pt-br' : 'en', firstDayOfWeek: 0 }}>
        {body}
      </DatesProvider>
    </Modal>
  );
}

function ContestForm({
  contest,
  judges,
  onDone,
}: {
  contest: AdminContestDetails | null;
  judges: Judge[];
  onDone: () => void;
}) {
  const { t } = useTranslation('contests');
  const save = useSaveContest();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ContestInput>({
    mode: 'controlled',
    initialValues: valuesOf(contest),
    validate: schemaResolver(contestInputSchema),
  });
  const values = form.getValues();
  const usedSlots = slotsForCategory(values.category, values.isExtra);
  const memory = useRef<CouplingMemory>({});
  const stored = contest ? valuesOf(contest) : null;
  const dropped = droppedJudges(stored, normalizeContestInput(values));
  const replacements = stored ? replacementsOf(contest, stored, values) : [];

  // Spec section 4: the category and the extra flag decide which judge slots exist; the slots that
  // disappear are cleared (the domain rule that the server applies too), and come back as they were
  // if the admin turns back (issue 14: Video → Photo → Video lost every judge).
  function applyCoupling(next: ContestInput) {
    const result = coupleValues(next, memory.current);
    memory.current = result.memory;
    form.setValues(result.values);
  }

  const nameOf = (id: string | null) =>
    (id && judges.find((judge) => judge.id === id)?.username) || t('contestForm.deletedJudge');

  async function handleSubmit(input: ContestInput) {
    setError(null);
    if (replacements.length > 0 && !input.previousEvaluations) {
      form.setFieldError('previousEvaluations', 'errors.contest.replacementDecisionRequired');
      return;
    }
    try {
      const parsed = normalizeContestInput(contestInputSchema.parse(input));
      await save.mutateAsync({ id: contest?.id ?? null, input: parsed });
      notifications.show({
        color: 'green',
        message: contest ? t('contests.updated') : t('contests.created'),
      });
      onDone();
    } catch (e) {
      // The described system only logged a failed save; Jurado tells the admin what went wrong.
      setError(applyServerError(form, e, t));
    }
  }

  const dateProps = (path: 'startDay' | 'endDay' | 'resultDay') => {
    const props = fieldProps(form, path, t);
    return {
      ...props,
      value: values[path] || null,
      onChange: (day: string | null) => form.setFieldValue(path, day ?? ''),
      valueFormat: 'D MMM YYYY',
      placeholder: t('contestForm.pickDate'),
      leftSection: <IconCalendar size={16} />,
      required: true,
      previousLabel: t('contestForm.previousMonth'),
      nextLabel: t('contestForm.nextMonth'),
      popoverProps: { withinPortal: true },
    };
  };

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
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={t('contestForm.title')}
          required
          maxLength={CONTEST_TITLE_MAX}
          {...fieldProps(form, 'title', t)}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DatePickerInput label={t('contestForm.startDate')} {...dateProps('startDay')} />
          <DatePickerInput
            label={t('contestForm.endDate')}
            description={t('contestForm.endDateHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            minDate={values.startDay || undefined}
            {...dateProps('endDay')}
          />
          <DatePickerInput
            label={t('contestForm.resultDate')}
            minDate={values.endDay || undefined}
            {...dateProps('resultDay')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('contestForm.category')}
            required
            allowDeselect={false}
            data={CONTEST_CATEGORIES.map((category) => ({
              value: category,
              label: t(`contests.category.${category}`),
            }))}
            {...fieldProps(form, 'category', t)}
            onChange={(category) =>
              category && applyCoupling({ ...values, category: category as ContestCategory })
            }
          />
          {values.category === 'photo' && (
            <Select
              label={t('contestForm.photoCategory')}
              required
              allowDeselect={false}
              data={PHOTO_CATEGORIES.map((sub) => ({ value: sub, label: t(`contests.category.${sub}`) }))}
              {...fieldProps(form, 'photoCategory', t)}
            />
          )}
          {values.category === 'photo' && (
            <NumberInput
              label={t('contestForm.minPhotoLongSide')}
              description={t('contestForm.minPhotoLongSideHint')}
              min={1}
              max={MIN_LONG_SIDE_MAX}
              allowDecimal={false}
              suffix=" px"
              {...fieldProps(form, 'minPhotoLongSide', t)}
              value={values.minPhotoLongSide ?? ''}
              onChange={(value) =>
                form.setFieldValue('minPhotoLongSide', typeof value === 'number' ? value : null)
              }
            />
          )}
        </SimpleGrid>
        <Textarea
          label={t('contestForm.rules')}
          autosize
          minRows={3}
          maxRows={10}
          {...fieldProps(form, 'rules', t)}
        />

        <Divider label={t('contestForm.flags')} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FLAGS.map((flag) => {
            const props = form.getInputProps(flag, { type: 'checkbox' });
            return (
              <Switch
                key={flag}
                label={t(`contestForm.${flag}`)}
                description={t(`contestForm.${flag}Hint`)}
                {...props}
                onChange={
                  flag === 'isExtra'
                    ? (event) => applyCoupling({ ...values, isExtra: event.currentTarget.checked })
                    : props.onChange
                }
              />
            );
          })}
        </SimpleGrid>

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
              .map((r) =>
                t('contestForm.replacement.summary', {
                  slot: t(`contestForm.slots.${r.slot}`),
                  name: r.names.join(', '),
                  scored: r.scored,
                  commented: r.commented,
                }),
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

        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {contest ? t('contestForm.submitEdit') : t('contestForm.submitCreate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Replacement = { slot: JudgeSlot; names: string[]; scored: number; commented: number };

/**
 * The scoring slots this save hands to someone else while evaluations by others stand on them: the
 * admin is asked whether those are kept or set aside (the server asks the same, 409 otherwise).
 */
function replacementsOf(
  contest: AdminContestDetails | null,
  stored: ContestInput,
  values: ContestInput,
): Replacement[] {
  if (!contest) return [];
  const next = normalizeContestInput(values);
  return replacedScoringSlots(stored, next).flatMap((slot) => {
    const others = (contest.evaluations[slot] ?? []).filter((e) => e.judgeId !== next[slot]);
    if (others.length === 0) return [];
    return [
      {
        slot,
        names: others.map((e) => e.username ?? '—'),
        scored: others.reduce((n, e) => n + e.scored, 0),
        commented: others.reduce((n, e) => n + e.commented, 0),
      },
    ];
  });
}
