import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './step-arrow.module.css';

/**
 * The round arrow over a viewer's media that steps to the previous or the next entry, at the middle
 * of its left or right edge (the viewer's stage is the positioned box it sits in).
 */
export function StepArrow(props: { direction: 'previous' | 'next'; size: number; onClick: () => void }) {
  const { t } = useTranslation();
  const isPrevious = props.direction === 'previous';
  return (
    <ActionIcon
      className={`${classes.arrow} ${isPrevious ? classes.previous : classes.next}`}
      variant="filled"
      color="dark"
      radius="xl"
      size={props.size}
      onClick={props.onClick}
      aria-label={isPrevious ? t('common.previous') : t('common.next')}
    >
      {isPrevious ? <IconChevronLeft /> : <IconChevronRight />}
    </ActionIcon>
  );
}
