import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { useSendJudgeReminders } from '../api/judge-reminders';
import type { ContestStats } from '../api/types';

const TOAST_MS = 5000;

/**
 * The admin's reminder to the contest's judges: the confirmation names each judge who
 * will get it with their pending count; judges with nothing pending are not written to.
 */
export function JudgeReminders({ contest }: { contest: ContestStats }) {
  const { t } = useTranslation('statistics');
  const send = useSendJudgeReminders();
  const waiting = contest.judges.filter((judge) => judge.judge !== null && judge.pending > 0);

  async function handleSend() {
    const list = waiting
      .map((judge) => t('reminders.judgeLine', { name: judge.judge?.username, count: judge.pending }))
      .join('; ');
    const isConfirmed = await confirmAction({
      message: t('reminders.confirm', { title: contest.title, list }),
      confirmLabel: t('reminders.send'),
      danger: false,
    });
    if (!isConfirmed) return;
    try {
      const result = await send.mutateAsync(contest.id);
      notifications.show({
        color: result.sent.length > 0 ? 'green' : 'gray',
        autoClose: TOAST_MS,
        message:
          result.sent.length > 0
            ? t('reminders.sent', {
                list: result.sent
                  .map((s) => t('reminders.judgeLine', { name: s.username, count: s.pending }))
                  .join('; '),
              })
            : t('reminders.nobody'),
      });
    } catch {
      notifications.show({ color: 'red', autoClose: TOAST_MS, message: t('reminders.error') });
    }
  }

  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconBell size={16} />}
      onClick={handleSend}
      loading={send.isPending}
      disabled={waiting.length === 0}
      title={waiting.length === 0 ? t('reminders.nobody') : undefined}
    >
      {t('reminders.button')}
    </Button>
  );
}
