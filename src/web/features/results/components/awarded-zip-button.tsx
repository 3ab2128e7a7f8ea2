import { Button } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { awardedZipUrl } from '../api/results';
import type { ContestSummary } from '../api/types';
import { DownloadButton } from './download-button';
import { Hint } from '../../../components/hint';

/**
 * Downloads the ZIP of the chosen contest's awarded and honourable-mention originals, streamed by
 * the server (a plain link, so the browser saves it as it arrives). Disabled, saying why, when the
 * contest's summary shows nothing to put in it (films, or no award yet).
 */
export function AwardedZipButton(props: { contestId: string; summary: ContestSummary | null }) {
  const { t } = useTranslation('results');
  const icon = <IconFileZip size={16} />;
  const isEmpty =
    props.summary !== null &&
    (props.summary.approved === null || props.summary.awarded + props.summary.honorable === 0);
  if (isEmpty) {
    return (
      <Hint label={t('errors.AWARDED_ZIP_EMPTY', { ns: 'common' })} withArrow multiline w={260}>
        <Button
          variant="light"
          leftSection={icon}
          data-disabled
          aria-disabled
          onClick={(e) => e.preventDefault()}
        >
          {t('list.awardedZip')}
        </Button>
      </Hint>
    );
  }
  return (
    <Hint label={t('list.awardedZipHint')} withArrow multiline w={260}>
      <DownloadButton
        href={awardedZipUrl(props.contestId, currentLanguage())}
        icon={icon}
        data-testid="awarded-zip"
      >
        {t('list.awardedZip')}
      </DownloadButton>
    </Hint>
  );
}
