import { Button, Checkbox, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconListCheck, IconX } from '@tabler/icons-react';
import { useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm';
import { PRE_FILTER_MUTATION } from '../api/keys';
import { useBulkPreFilter, useUndoPreFilter } from '../api/pre-filter-decisions';
import type { PreFilterItem, PreFilterStatus } from '../api/types';
import { failureMessage } from '../lib/failure';
import { notifyError, notifySuccess } from '../lib/notify';

/**
 * Above the pre-filter grid: choosing several photos for one decision, and undoing the
 * judge's last decision, single or bulk. The server checks every photo and decides whether the undo
 * is still allowed (docs/decisions/judging.md); the screen only offers it after a decision made here.
 */
export function PreFilterToolbar(props: {
  items: readonly PreFilterItem[];
  status: PreFilterStatus;
  selecting: boolean;
  onSelectingChange: (selecting: boolean) => void;
  chosen: readonly PreFilterItem[];
  onChosenChange: (ids: string[]) => void;
  canUndo: boolean;
  onDecided: () => void;
  onUndone: () => void;
}) {
  const { t } = useTranslation('judging');
  const bulk = useBulkPreFilter();
  const undo = useUndoPreFilter();
  // An undo sent while a decision is still on its way could undo the one before it.
  const isBusy = useIsMutating({ mutationKey: PRE_FILTER_MUTATION }) > 0;
  const count = props.chosen.length;
  const allChosen = props.items.length > 0 && count === props.items.length;

  const decide = async (to: PreFilterStatus) => {
    if (count === 0) return;
    if (to === 'rejected') {
      const isSure = await confirmAction({
        message: t('preFilter.bulk.confirmReject', { count }),
        confirmLabel: t('preFilter.bulk.rejectChosen', { count }),
      });
      if (!isSure) return;
    }
    if (to === 'pending') {
      // Taking decided photos back out of the results is asked first too.
      const isSure = await confirmAction({
        message: t('preFilter.bulk.confirmPending', { count }),
        confirmLabel: t('preFilter.bulk.pendingChosen', { count }),
        danger: false,
      });
      if (!isSure) return;
    }
    bulk.mutate(
      { ids: props.chosen.map((item) => item.id), status: to },
      {
        onSuccess: (result) => {
          props.onChosenChange([]);
          props.onDecided();
          notifySuccess(t(`preFilter.bulk.done.${to}`, { count: result.changed }));
        },
        onError: (error) => {
          props.onChosenChange([]);
          notifyError(failureMessage(error, t, t('preFilter.bulk.error')));
        },
      },
    );
  };

  const onUndo = () =>
    undo.mutate(undefined, {
      onSuccess: (result) => notifySuccess(t('preFilter.undo.done', { count: result.restored })),
      onError: (error) => notifyError(failureMessage(error, t, t('preFilter.undo.error'))),
      onSettled: () => props.onUndone(),
    });

  if (props.items.length === 0 && !props.canUndo) return null;

  return (
    <Group gap="sm" wrap="wrap" data-testid="pre-filter-toolbar">
      {props.items.length > 0 &&
        (props.selecting ? (
          <>
            <Checkbox
              label={t('preFilter.bulk.choosePage', { count: props.items.length })}
              checked={allChosen}
              indeterminate={count > 0 && !allChosen}
              onChange={() => props.onChosenChange(allChosen ? [] : props.items.map((item) => item.id))}
            />
            <Text size="sm" fw={600} aria-live="polite" data-testid="chosen-count">
              {t('preFilter.bulk.chosen', { count })}
            </Text>
            {props.status === 'pending' ? (
              <>
                <Button
                  color="green"
                  leftSection={<IconCheck size={18} />}
                  disabled={count === 0}
                  loading={bulk.isPending && bulk.variables?.status === 'approved'}
                  onClick={() => void decide('approved')}
                >
                  {t('preFilter.bulk.approveChosen', { count })}
                </Button>
                <Button
                  color="red"
                  leftSection={<IconX size={18} />}
                  disabled={count === 0}
                  loading={bulk.isPending && bulk.variables?.status === 'rejected'}
                  onClick={() => void decide('rejected')}
                >
                  {t('preFilter.bulk.rejectChosen', { count })}
                </Button>
              </>
            ) : (
              <Button
                variant="default"
                leftSection={<IconArrowBackUp size={18} />}
                disabled={count === 0}
                loading={bulk.isPending}
                onClick={() => void decide('pending')}
              >
                {t('preFilter.bulk.pendingChosen', { count })}
              </Button>
            )}
            <Button
              variant="subtle"
              onClick={() => {
                props.onChosenChange([]);
                props.onSelectingChange(false);
              }}
            >
              {t('preFilter.bulk.stop')}
            </Button>
          </>
        ) : (
          <Button
            variant="light"
            leftSection={<IconListCheck size={18} />}
            onClick={() => props.onSelectingChange(true)}
          >
            {t('preFilter.bulk.start')}
          </Button>
        ))}
      {props.canUndo && (
        <Button
          variant="outline"
          leftSection={<IconArrowBackUp size={18} />}
          disabled={isBusy && !undo.isPending}
          loading={undo.isPending}
          onClick={onUndo}
        >
          {t('preFilter.undo.action')}
        </Button>
      )}
    </Group>
  );
}
