import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Hint } from './hint';

/** A list row's edit and delete buttons; the labels name the row ('Edit Casamentos 2026'). */
export function EditDeleteActions(props: {
  onEdit: () => void;
  onDelete: () => void;
  editLabel: string;
  deleteLabel: string;
  isDeleting: boolean;
  /** Deleting is not offered (the admin's own account). */
  isDeleteDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Hint label={t('common.edit')} withArrow>
        <ActionIcon variant="subtle" onClick={props.onEdit} aria-label={props.editLabel}>
          <IconPencil size={18} />
        </ActionIcon>
      </Hint>
      <Hint label={t('common.delete')} withArrow>
        <ActionIcon
          variant="subtle"
          color="red"
          disabled={props.isDeleteDisabled}
          loading={props.isDeleting}
          onClick={props.onDelete}
          aria-label={props.deleteLabel}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Hint>
    </Group>
  );
}
