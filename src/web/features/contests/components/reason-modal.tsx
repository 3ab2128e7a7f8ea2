import { Button, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/form';
import { useReopenCompletion } from '../api/lifecycle';
import { ReasonAndActions, useReason } from './reason-field';

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
  const reason = useReason();

  function close() {
    reason.reset();
    onClose();
  }

  async function handleSubmit() {
    if (!judge) return;
    const text = reason.checked();
    if (text === null) return;
    try {
      await reopen.mutateAsync({ judgeId: judge.id, reason: text });
      notifications.show({ color: 'green', message: t('lifecycle.reopened', { name: judge.username }) });
      close();
    } catch (e) {
      reason.setError(errorMessage(e, t));
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
        <ReasonAndActions reason={reason} onCancel={close}>
          <Button onClick={handleSubmit} loading={reopen.isPending}>
            {t('lifecycle.reopenConfirm')}
          </Button>
        </ReasonAndActions>
      </Stack>
    </Modal>
  );
}
