import { ActionIcon, Box, Group, Modal, Text, VisuallyHidden } from '@mantine/core';
import { IconMaximize, IconMinimize, IconX } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isTypingTarget } from '../lib/keyboard';
import { StepArrow } from '../../../components/step-arrow';
import classes from './lightbox.module.css';

/**
 * Fullscreen viewer for judging: the media fills the stage, arrows (buttons and keys) move through the
 * list, Escape closes. `onKey` gets every other key pressed outside a text field (scores, A/R).
 * `mediaKeys` gets each key first (the zoom: arrows pan a zoomed photo instead of moving on). F (and
 * the button) puts the viewer in the screen's full screen (Fullscreen API); Esc leaves it first.
 */
export function Lightbox(props: {
  opened: boolean;
  onClose: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onKey?: (key: string) => boolean;
  mediaKeys?: (key: string) => boolean;
  index: number;
  count: number;
  /** The entry's place in the whole tab (1-based) and the tab's size, when the list is paged. */
  position?: number;
  total?: number;
  /** Said by screen readers when it changes (a score pressed with a key). */
  announcement?: string;
  title?: string;
  hint?: string;
  /** A second line of keys, for the media's own (the zoom's). */
  mediaHint?: string;
  /** Controls beside the full-screen and close buttons (the auto-advance switch). */
  tools?: ReactNode;
  media: ReactNode;
  actions?: ReactNode;
  panel?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('judging');
  // The latest handlers, read by one window listener for the whole time the viewer is open. Set
  // before the browser paints (a layout effect): once the screen shows a state (the photo no longer
  // zoomed), a key pressed reads that state's handlers, not the previous render's (an arrow then
  // panned a photo already shown whole, a flaky journey).
  const handlers = useRef(props);
  useLayoutEffect(() => {
    handlers.current = props;
  });

  const stage = useRef<HTMLDivElement>(null);
  const layout = useRef<HTMLDivElement>(null);
  const [isFullScreen, setFullScreen] = useState(false);
  const toggleFullScreen = () => toggleFullScreenOf(layout.current);
  // Where focus was when the viewer opened, to give it back on close. Read while rendering the
  // opening, before the viewer's focus trap moves focus inside.
  const opener = useRef<HTMLElement | null>(null);
  const wasOpened = useRef(false);
  if (props.opened && !wasOpened.current && typeof document !== 'undefined') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpened.current = props.opened;

  useEffect(() => {
    if (!props.opened) return;
    // Capture phase: runs before a focused star or chip turns an arrow key into its own change.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const current = handlers.current;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        // Esc in the comment box leaves the box (the text stays) for the photo's stage, inside the
        // viewer (not <body>), it does not close the viewer; in full screen it leaves full screen,
        // on a zoomed photo it shows the whole photo again.
        if (isTypingTarget(event.target)) stage.current?.focus();
        else if (document.fullscreenElement) void document.exitFullscreen();
        else if (!current.mediaKeys?.('Escape')) current.onClose();
        return;
      }
      if (isTypingTarget(event.target)) return;
      let isHandled = true;
      if (current.mediaKeys?.(event.key)) isHandled = true;
      else if (event.key === 'f' || event.key === 'F') toggleFullScreenOf(layout.current);
      else if (event.key === 'ArrowLeft') current.onPrevious();
      else if (event.key === 'ArrowRight') current.onNext();
      else isHandled = current.onKey?.(event.key) ?? false;
      if (isHandled) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    // A click in an embedded player moves focus into its frame, where our keys never arrive (another
    // origin's document). The click has reached the player by then; focus comes back to the viewer
    // so digits and arrows keep working (docs/decisions/judging.md).
    const onWindowBlur = () => {
      window.setTimeout(() => {
        if (document.activeElement instanceof HTMLIFrameElement) stage.current?.focus();
      }, 0);
    };
    const onFullScreenChange = () => setFullScreen(document.fullscreenElement !== null);
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('blur', onWindowBlur);
    document.addEventListener('fullscreenchange', onFullScreenChange);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('blur', onWindowBlur);
      document.removeEventListener('fullscreenchange', onFullScreenChange);
      if (document.fullscreenElement) void document.exitFullscreen();
      restoreFocus(opener.current);
    };
  }, [props.opened]);

  const label = props.title ? t('common.viewerOf', { title: props.title }) : t('common.viewer');
  return (
    <Modal.Root
      opened={props.opened}
      onClose={props.onClose}
      fullScreen
      closeOnEscape={false}
      returnFocus={false}
      padding={0}
      transitionProps={{ duration: 0 }}
      classNames={{ content: classes.content, body: classes.body }}
    >
      <Modal.Content aria-label={label}>
        <Modal.Body>
          <div
            ref={layout}
            className={classes.layout}
            data-testid={props.testId ?? 'lightbox'}
            data-fullscreen={isFullScreen || undefined}
            data-with-panel={props.panel ? true : undefined}
          >
            <div className={classes.stage} ref={stage} tabIndex={-1}>
              <Group className={classes.topBar} justify="space-between" wrap="nowrap">
                <Text size="sm" c="gray.3" data-testid="lightbox-position" truncate>
                  {t('common.position', {
                    index: props.position ?? props.index + 1,
                    count: props.total ?? props.count,
                  })}
                  {props.title ? ` · ${props.title}` : ''}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  {props.tools}
                  <ActionIcon
                    variant="subtle"
                    color="gray.0"
                    size="lg"
                    onClick={toggleFullScreen}
                    aria-label={t('inspect.fullScreen')}
                    aria-pressed={isFullScreen}
                    data-testid="fullscreen-button"
                  >
                    {isFullScreen ? <IconMinimize /> : <IconMaximize />}
                  </ActionIcon>
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
              </Group>
              <div className={classes.media}>{props.media}</div>
              {props.count > 1 && (
                <>
                  <StepArrow direction="previous" size={44} onClick={props.onPrevious} />
                  <StepArrow direction="next" size={44} onClick={props.onNext} />
                </>
              )}
              {(props.actions || props.hint) && (
                <Box className={classes.bottomBar}>
                  {props.actions}
                  {props.hint && (
                    <Text size="xs" c="gray.5" ta="center" visibleFrom="sm" data-testid="lightbox-hint">
                      {props.hint}
                    </Text>
                  )}
                  <Text size="xs" c="gray.5" ta="center" visibleFrom="sm" data-testid="lightbox-hint">
                    {props.mediaHint ? `${props.mediaHint} · ` : ''}
                    {t('inspect.fullScreenHint')}
                  </Text>
                </Box>
              )}
            </div>
            {props.panel && <div className={classes.panel}>{props.panel}</div>}
            <VisuallyHidden role="status" aria-live="polite" data-testid="lightbox-announcement">
              {props.announcement}
            </VisuallyHidden>
          </div>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** The viewer in the screen's full screen, or back; a browser that refuses it leaves the viewer as it is. */
function toggleFullScreenOf(element: HTMLElement | null) {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void element?.requestFullscreen().catch(() => undefined);
}

/** How long after closing the viewer focus is kept off <body> while the grid is fetched again. */
const FOCUS_WATCH_MS = 5000;

/**
 * Gives focus back to what opened the viewer; when that is gone (the entry left the tab), to the
 * first entry of the grid, else to the page's heading, never to <body>. The grid is fetched again
 * after the viewer closes, so the opener may leave the page a moment later, taking focus with it:
 * until the person does something, a change of the page that leaves focus on <body> moves it on.
 */
function restoreFocus(opener: HTMLElement | null) {
  window.setTimeout(() => {
    if (opener?.isConnected) opener.focus();
    else focusFallback();
    const watcher = new MutationObserver(() => {
      if (document.activeElement === null || document.activeElement === document.body) focusFallback();
    });
    const stop = () => {
      watcher.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener('keydown', stop, true);
      window.removeEventListener('pointerdown', stop, true);
    };
    const timer = window.setTimeout(stop, FOCUS_WATCH_MS);
    watcher.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('keydown', stop, true);
    window.addEventListener('pointerdown', stop, true);
  }, 0);
}

function focusFallback() {
  const thumb = document.querySelector<HTMLElement>('[data-testid="thumb"], [data-testid="video-card"]');
  if (thumb) {
    thumb.focus();
    return;
  }
  const heading = document.querySelector<HTMLElement>('main h2, h2');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus();
  }
}
