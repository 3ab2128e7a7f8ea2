import type { TFunction } from 'i18next';
import type { PublishChecklistView } from '../../../../contract/lifecycle';

/**
 * The confirmation's text before publishing: each open item with its count, or
 * that nothing is open; the results emails go out only once the admin confirms.
 */
export function publishConfirmationText(checklist: PublishChecklistView, t: TFunction): string {
  if (checklist.open.length === 0) return t('lifecycle.publishNothingOpen');
  const lines = checklist.open.map((item) =>
    item === 'submissionsOpen'
      ? `• ${t('lifecycle.checklist.submissionsOpen')}`
      : `• ${t(`lifecycle.checklist.${item}`)}: ${checklist[item]}`,
  );
  return [t('lifecycle.publishOpenIntro'), ...lines, t('lifecycle.publishAnyway')].join('\n');
}
