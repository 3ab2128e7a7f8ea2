import { Modal, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTRY_CAPTION_MAX, ENTRY_TITLE_MAX } from '../../../../domain/entry-text';
import { applyServerError } from '../../../lib/form';
import { useUpdateEntryText } from '../api/entry-text';
import type { MySubmission } from '../api/types';
import { FormActions } from '../../../components/form-parts';
import { FormFrame } from '../../../components/form-frame';

/** Edits an entry's title (and a photo's caption); the server refuses after the deadline. */
export function EntryTextModal({
  submission,
  onClose,
}: {
  submission: MySubmission | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('submissions');
  return (
    <Modal
      opened={submission !== null}
      onClose={onClose}
      // A film has no caption field: its dialog is headed with the title alone.
      title={t(submission?.kind === 'video' ? 'entryText.titleOnly' : 'entryText.title')}
      closeButtonProps={{ 'aria-label': t('entryText.close') }}
    >
      {submission && <EntryTextForm key={submission.id} submission={submission} onDone={onClose} />}
    </Modal>
  );
}

function EntryTextForm({ submission, onDone }: { submission: MySubmission; onDone: () => void }) {
  const { t } = useTranslation('submissions');
  const update = useUpdateEntryText();
  const [title, setTitle] = useState(submission.title ?? '');
  const [caption, setCaption] = useState(submission.caption ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isPhoto = submission.kind === 'photo';

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      await update.mutateAsync({ id: submission.id, text: isPhoto ? { title, caption } : { title } });
      notifications.show({ color: 'green', message: t('entryText.saved') });
      onDone();
    } catch (error) {
      setFormError(applyServerError({ setErrors }, error, t));
    }
  }

  const errorOf = (field: string) => (errors[field] ? t(errors[field], { ns: 'common' }) : undefined);
  return (
    <FormFrame onSubmit={(event) => void save(event)} error={formError} gap="sm">
      <TextInput
        label={t('entryText.titleLabel')}
        description={t('entryText.titleHint')}
        value={title}
        maxLength={ENTRY_TITLE_MAX}
        onChange={(event) => setTitle(event.currentTarget.value)}
        error={errorOf('title')}
        data-autofocus
      />
      {isPhoto && (
        <Textarea
          label={t('entryText.captionLabel')}
          value={caption}
          maxLength={ENTRY_CAPTION_MAX}
          autosize
          minRows={2}
          maxRows={6}
          onChange={(event) => setCaption(event.currentTarget.value)}
          error={errorOf('caption')}
        />
      )}
      <FormActions
        onCancel={onDone}
        isSaving={update.isPending}
        submitLabel={t('entryText.save')}
        cancelLabel={t('entryText.cancel')}
      />
    </FormFrame>
  );
}
