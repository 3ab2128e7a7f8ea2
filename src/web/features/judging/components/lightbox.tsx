import { ActionIcon, Box, Group, Modal, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isTypingTarget } from '../lib/keys';
import classes from './lightbox.module.css';

/**
 * Fullscreen viewer for judging: the media fills the stage, arrows (buttons and keys) move through the
 * list, Escape closes. `onKey` gets every other key pressed outside a text field (scores, A/R).
 */
export function Lightbox(props: {
  opened: boolean;
  onClose: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onKey?: (key: string) => boolean;
  index: number;
  count: number;
  title?: string;
  hint?: string;
  media: ReactNode;
  actions?: ReactNode;
  panel?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('judging');
  // The latest handlers, read by one window listener for the whole time the viewer is open.
  const handlers = useRef(props);
  useEffect(() => {
    handlers.current = props;
  });

  useEffect(() => {
    if (!props.opened) return;
    // Capture phase: runs before a focused star or chip turns an arrow key into its own change.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const current = handlers.current;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        current.onClose();
        return;
      }
      if (isTypingTarget(event.target)) return;
      let isHandled = true;
      if (event.key === 'ArrowLeft') current.onPrevious();
      else if (event.key === 'ArrowRight') current.onNext();
      else isHandled = current.onKey?.(event.key) ?? false;
      if (isHandled) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [props.opened]);

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      fullScreen
      withCloseButton={false}
      closeOnEscape={false}
      padding={0}
      transitionProps={{ duration: 0 }}
      classNames={{ content: classes.content, body: classes.body }}
      aria-label={props.title}
    >
      <div
        className={classes.layout}
        data-testid={props.testId ?? 'lightbox'}
        data-with-panel={props.panel ? true : undefined}
      >
        <div className={classes.stage}>
          <Group className={classes.topBar} justify="space-between" wrap="nowrap">
            <Text size="sm" c="gray.3" data-testid="lightbox-position" truncate>
              {t('common.position', { index: props.index + 1, count: props.count })}
              {props.title ? ` · ${props.title}` : ''}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray.0"
              size="lg"
              onClick={props.onClose}
              aria-label={t('common.close')}
              data-autofocus
            >
              <IconX />
            </ActionIcon>
          </Group>
          <div className={classes.media}>{props.media}</div>
          {props.count > 1 && (
            <>
              <ActionIcon
                className={classes.previous}
                variant="filled"
                color="dark"
                radius="xl"
                size={44}
                onClick={props.onPrevious}
                aria-label={t('common.previous')}
              >
                <IconChevronLeft />
              </ActionIcon>
              <ActionIcon
                className={classes.next}
                variant="filled"
                color="dark"
                radius="xl"
                size={44}
                onClick={props.onNext}
                aria-label={t('common.next')}
              >
                <IconChevronRight />
              </ActionIcon>
            </>
          )}
          {(props.actions || props.hint) && (
            <Box className={classes.bottomBar}>
              {props.actions}
              {props.hint && (
                <Text size="xs" c="gray.5" ta="center" visibleFrom="sm">
                  {props.hint}
                </Text>
              )}
            </Box>
          )}
        </div>
        {props.panel && <div className={classes.panel}>{props.panel}</div>}
      </div>
    </Modal>
  );
}
