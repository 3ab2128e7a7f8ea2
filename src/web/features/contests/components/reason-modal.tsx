import { Button, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AMENDMENT_REASON_MIN } from '../../../../domain/results-lifecycle';
import { errorMessage } from '../../../lib/form';
import { useReopenCompletion } from '../api/lifecycle';
import { ReasonAndActions } from './reason-field';

/** Reopens a judge's completion: the reason is required (and audit-logged by the server). */
export function ReasonModal({
  contestId,
  judge,
  onClose,
}: {
  contestId: string;
  judge: { id: string; username: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('contests');
  const reopen = useReopenCompletion(contestId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  async function handleSubmit() {
    if (!judge) return;
    if (reason.trim().length < AMENDMENT_REASON_MIN) {
      setError(t('errors.lifecycle.reasonRequired', { ns: 'common' }));
      return;
    }
    try {
      await reopen.mutateAsync({ judgeId: judge.id, reason: reason.trim() });
      notifications.show({ color: 'green', message: t('lifecycle.reopened', { name: judge.username }) });
      close();
    } catch (e) {
      setError(errorMessage(e, t));
    }
  }

  return (
    <Modal
      opened={judge !== null}
      onClose={close}
      title={t('lifecycle.reopenTitle', { name: judge?.username ?? '' })}
    >
      <Stack>
        <Text size="sm">{t('lifecycle.reopenText')}</Text>
        <ReasonAndActions
          reason={reason}
          error={error}
          onReason={(value) => {
            setReason(value);
            setError(null);
          }}
          onCancel={close}
        >
          <Button onClick={handleSubmit} loading={reopen.isPending}>
            {t('lifecycle.reopenConfirm')}
          </Button>
        </ReasonAndActions>
      </Stack>
    </Modal>
  );
}
