// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one place that draws Mantine's Tooltip
import { Tooltip, type TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
};

type HintProps = Omit<TooltipProps, 'children' | 'target' | 'opened'> & {
  /** One element that takes a ref (a button, an icon button, a box). */
  children: ReactElement<TriggerProps>;
};

/**
 * A tooltip drawn the first time its element is pointed at or focused from the keyboard, not when
 * the screen appears. Mantine's Tooltip mounts a portal and hands its element to floating-ui in
 * state as it is drawn, each a synchronous second render: on a phone's first paint of My Submissions
 * (two per card) or a judge's histogram (one per bar) that was blocking time for tooltips nobody had
 * asked for. The element stays where it is when the tooltip arrives beside it (same place in the
 * tree, so it keeps its focus). Shown while pointed at with a mouse or pen (not on touch, as Mantine's
 * default) or focused from the keyboard; Escape hides it; the element is described by its text
 * while it shows.
 */
export function Hint({ children, label, ...tooltip }: HintProps) {
  const [drawn, setDrawn] = useState(false);
  const [opened, setOpened] = useState(false);
  const element = useRef<HTMLElement>(null);
  const ref = useMergedRef(element, children.props.ref);
  const labelId = useId();
  const show = () => {
    setDrawn(true);
    setOpened(true);
  };
  const own = children.props;
  const trigger = cloneElement(children, {
    ref,
    'aria-describedby': opened ? labelId : own['aria-describedby'],
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') show();
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      setOpened(false);
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      if (event.currentTarget.matches(':focus-visible')) show();
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      setOpened(false);
    },
    onKeyDown: (event) => {
      own.onKeyDown?.(event);
      if (event.key === 'Escape' && opened) setOpened(false);
    },
  });
  return (
    <>
      {trigger}
      {drawn && (
        <Tooltip {...tooltip} target={element} opened={opened} label={<span id={labelId}>{label}</span>} />
      )}
    </>
  );
}
