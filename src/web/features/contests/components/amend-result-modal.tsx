import { Button, Modal, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCORE_MAX, SCORE_MIN } from '../../../../domain/awards';
import { currentLanguage } from '../../../i18n';
import { errorMessage } from '../../../lib/form';
import { formatScore } from '../../../lib/format';
import { useAmendable, useAmendResult } from '../api/lifecycle';
import { ReasonAndActions, useReason } from './reason-field';

/**
 * An amendment of a published result: the entry, the judge scores to set and the reason,
 * required. The server recomputes the final score and award, tells the participant and records it.
 */
export function AmendResultModal({ contestId, onClose }: { contestId: string; onClose: () => void }) {
  const { t } = useTranslation('contests');
  const locale = currentLanguage();
  const entries = useAmendable(contestId, true);
  const amend = useAmendResult();
  const [entryId, setEntryId] = useState<string | null>(null);
  const [judge1, setJudge1] = useState<number | string>('');
  const [judge2, setJudge2] = useState<number | string>('');
  const reason = useReason();
  const entry = entries.data?.items.find((item) => item.id === entryId) ?? null;

  function choose(id: string | null) {
    setEntryId(id);
    const chosen = entries.data?.items.find((item) => item.id === id);
    setJudge1(chosen?.judge1Score ?? '');
    setJudge2(chosen?.judge2Score ?? '');
    reason.setError(null);
  }

  async function handleSubmit() {
    if (!entry) return;
    const text = reason.checked();
    if (text === null) return;
    const body: { judge1Score?: number; judge2Score?: number; reason: string } = { reason: text };
    if (typeof judge1 === 'number' && judge1 !== entry.judge1Score) body.judge1Score = judge1;
    if (typeof judge2 === 'number' && judge2 !== entry.judge2Score) body.judge2Score = judge2;
    try {
      const result = await amend.mutateAsync({ submissionId: entry.id, body });
      notifications.show({
        color: 'green',
        message: result.notified ? t('lifecycle.amendedNotified') : t('lifecycle.amended'),
      });
      onClose();
    } catch (e) {
      reason.setError(errorMessage(e, t));
    }
  }

  const label = (item: { title: string | null; participant: string; finalScore: number | null }) =>
    `${item.title ?? t('lifecycle.untitled')} — ${item.participant} (${formatScore(item.finalScore, locale)})`;

  return (
    <Modal opened onClose={onClose} title={t('lifecycle.amendTitle')} size="lg">
      <Stack>
        <Text size="sm">{t('lifecycle.amendText')}</Text>
        <Select
          label={t('lifecycle.entry')}
          searchable
          data={(entries.data?.items ?? []).map((item) => ({ value: item.id, label: label(item) }))}
          value={entryId}
          onChange={choose}
          nothingFoundMessage={t('lifecycle.noEntries')}
        />
        {entry && (
          <SimpleGrid cols={2}>
            <ScoreInput label={t('lifecycle.judge1Score')} value={judge1} onChange={setJudge1} />
            <ScoreInput label={t('lifecycle.judge2Score')} value={judge2} onChange={setJudge2} />
          </SimpleGrid>
        )}
        <ReasonAndActions reason={reason} onCancel={onClose}>
          <Button color="grape" onClick={handleSubmit} loading={amend.isPending} disabled={!entry}>
            {t('lifecycle.amendConfirm')}
          </Button>
        </ReasonAndActions>
      </Stack>
    </Modal>
  );
}

/** A judge's score to set, 1 to 10. */
function ScoreInput(props: {
  label: string;
  value: number | string;
  onChange: (value: number | string) => void;
}) {
  return (
    <NumberInput
      label={props.label}
      min={SCORE_MIN}
      max={SCORE_MAX}
      value={props.value}
      onChange={props.onChange}
    />
  );
}
