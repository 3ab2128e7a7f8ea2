import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/pt-br';
import {
  Center,
  Divider,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCalendar } from '@tabler/icons-react';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTEST_TITLE_MAX,
  contestInputSchema,
  MIN_LONG_SIDE_MAX,
  normalizeContestInput,
  PHOTO_CATEGORIES,
  type ContestInput,
} from '../../../../domain/contest-rules';
import { CONTEST_CATEGORIES, type ContestCategory } from '../../../../domain/packages';
import { FormModal } from '../../../components/form-modal';
import { LoadError } from '../../../components/load-error';
import { currentLanguage } from '../../../i18n';
import { fieldProps, revealFirstError, useFormSave } from '../../../lib/form';
import { useContest, useSaveContest, type AdminContestDetails } from '../api/contests';
import { fetchChecklist } from '../api/lifecycle';
import { publishConfirmationText } from '../lib/publish-checklist';
import { confirmAction } from '../../../components/confirm';
import { useJudges, type Judge } from '../api/judges';
import { applyCoupling as coupleValues, type CouplingMemory } from '../lib/contest-coupling';
import { replacementsOf, valuesOf } from '../lib/contest-form-values';
import { ContestJudgesFields } from './contest-judges-fields';
import { FormActions } from '../../../components/form-parts';
import { FormFrame } from '../../../components/form-frame';

const FLAGS = [
  'showEvaluations',
  'showSubmissions',
  'showPreFilterResults',
  'isExtra',
  'showTitlesToJudges',
] as const;

/**
 * Create or edit a contest (spec section 5). `contestId` null creates; otherwise the contest is loaded
 * in full (the list leaves out the rules) before the form shows.
 */
export function ContestFormModal(props: { opened: boolean; contestId: string | null; onClose: () => void }) {
  const { t } = useTranslation('contests');
  const contest = useContest(props.opened ? props.contestId : null);
  const judges = useJudges(props.opened);
  const isEdit = props.contestId !== null;

  let body;
  if (isEdit && contest.isError) {
    body = (
      <LoadError
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
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title={isEdit ? t('contestForm.editTitle') : t('contestForm.createTitle')}
      size="xl"
      fullScreenOnPhones
    >
      <DatesProvider settings={{ locale: currentLanguage() === 'pt' ? 'pt-br' : 'en', firstDayOfWeek: 0 }}>
        {body}
      </DatesProvider>
    </FormModal>
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
  const { error, trySave } = useFormSave();
  const form = useForm<ContestInput>({
    mode: 'controlled',
    initialValues: valuesOf(contest),
    validate: schemaResolver(contestInputSchema),
  });
  const values = form.getValues();
  const memory = useRef<CouplingMemory>({});
  const stored = contest ? valuesOf(contest) : null;
  const replacements = stored ? replacementsOf(contest, stored, values) : [];

  // Spec section 4: the category and the extra flag decide which judge slots exist; the slots that
  // disappear are cleared (the domain rule that the server applies too), and come back as they were
  // if the admin turns back (Video → Photo → Video lost every judge).
  function applyCoupling(next: ContestInput) {
    const result = coupleValues(next, memory.current);
    memory.current = result.memory;
    form.setValues(result.values);
  }

  async function handleSubmit(input: ContestInput) {
    // The described system only logged a failed save; Jurado tells the admin what went wrong.
    await trySave(form, async () => {
      if (replacements.length > 0 && !input.previousEvaluations) {
        form.setFieldError('previousEvaluations', 'errors.contest.replacementDecisionRequired');
        return;
      }
      const parsed = normalizeContestInput(contestInputSchema.parse(input));
      // Publishing: the checklist first, and the admin's confirmation; nothing is sent without it.
      if (contest && !contest.showEvaluations && parsed.showEvaluations) {
        const checklist = await fetchChecklist(contest.id);
        const isConfirmed = await confirmAction({
          message: publishConfirmationText(checklist, t),
          confirmLabel: t('lifecycle.publishConfirm'),
          danger: checklist.open.length > 0,
        });
        if (!isConfirmed) return;
        parsed.confirmPublish = true;
      }
      await save.mutateAsync({ id: contest?.id ?? null, input: parsed });
      notifications.show({
        color: 'green',
        message: contest ? t('contests.updated') : t('contests.created'),
      });
      onDone();
    });
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

  return (
    <FormFrame onSubmit={form.onSubmit(handleSubmit, revealFirstError)} error={error}>
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
          onChange={(category) => {
            if (category) applyCoupling({ ...values, category: category as ContestCategory });
          }}
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
                  : (props.onChange as (event: ChangeEvent<HTMLInputElement>) => void)
              }
            />
          );
        })}
      </SimpleGrid>

      <ContestJudgesFields form={form} contest={contest} judges={judges} replacements={replacements} />

      <FormActions
        onCancel={onDone}
        isSaving={save.isPending}
        submitLabel={contest ? t('contestForm.submitEdit') : t('contestForm.submitCreate')}
      />
    </FormFrame>
  );
}
