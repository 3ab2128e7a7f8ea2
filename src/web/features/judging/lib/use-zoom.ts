import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { fitInside, LARGE_MAX_SIZE, type Size } from '../../../../domain/renditions';
import {
  fitView,
  isZoomed as isZoomedView,
  panBy,
  PAN_SHARE,
  pinchView,
  toggleZoom,
  wheelScale,
  zoomAt,
  ZOOM_STEP,
  clampView,
  type Point,
  type View,
  percentOfOriginal,
  swipeStep,
} from './zoom';

/** A photo as the viewer knows it: its upright size when the server has it. */
export type ZoomablePhoto = { id: string; width: number | null; height: number | null };

/** A press that moves less than this (CSS px) is a click, which zooms; more is a drag, which pans. */
const CLICK_SLOP = 5;

type Gesture =
  | { kind: 'drag'; start: View; from: Point; moved: boolean }
  | { kind: 'pinch'; start: View; from: { middle: Point; distance: number } };

function middleAndDistance(points: Point[]): { middle: Point; distance: number } {
  const [a, b] = points;
  return {
    middle: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
    distance: Math.hypot(a.x - b.x, a.y - b.y),
  };
}

/**
 * The viewer's zoom and pan of one photo at a time (zoom.ts does the maths): mouse (wheel, click,
 * drag), touch (pinch, drag; pointer events) and keys (`onKey`: Z, + and −, arrows while zoomed).
 * Moving to another photo starts again from the whole photo. `wantsLarge` turns true on the first
 * zoom of a photo, so its large rendition is fetched only when someone looks closer.
 */
export function useZoom(photo: ZoomablePhoto | null, onSwipe?: (step: -1 | 1) => void) {
  // A swipe (touch or pen, on the whole photo) moves to another photo.
  const swipe = useRef(onSwipe);
  useEffect(() => {
    swipe.current = onSwipe;
  });
  const id = photo?.id ?? null;
  const [stage, setStage] = useState<Size>({ width: 0, height: 0 });
  const [loaded, setLoaded] = useState<{ id: string; size: Size } | null>(null);
  const [zoom, setZoom] = useState<{ id: string; view: View } | null>(null);
  const [largeFor, setLargeFor] = useState<string | null>(null);

  const content: Size =
    photo?.width && photo.height
      ? fitInside({ width: photo.width, height: photo.height }, LARGE_MAX_SIZE)
      : loaded && loaded.id === id
        ? loaded.size
        : { width: 0, height: 0 };
  const view = zoom && zoom.id === id ? clampView(zoom.view, content, stage) : fitView(content, stage);
  const isZoomed = isZoomedView(view, content, stage);

  const show = (next: View) => {
    if (id === null) return;
    setZoom({ id, view: next });
    if (isZoomedView(next, content, stage)) setLargeFor(id);
  };

  // The latest state for the listeners that live longer than one render (wheel, gestures).
  const latest = useRef({ view, content, stage, show });
  latest.current = { view, content, stage, show };

  const element = useRef<HTMLDivElement | null>(null);
  const pointOf = (clientX: number, clientY: number): Point => {
    const rect = element.current?.getBoundingClientRect();
    if (!rect) return { x: 0, y: 0 };
    return { x: clientX - rect.left - rect.width / 2, y: clientY - rect.top - rect.height / 2 };
  };

  // The stage's size follows the window (and full screen); the wheel must be able to prevent the
  // page's scroll, so it is not a passive React listener.
  const observer = useRef<ResizeObserver | null>(null);
  const onWheel = useRef((event: WheelEvent) => {
    event.preventDefault();
    const { view: now, content: c, stage: s, show: apply } = latest.current;
    apply(zoomAt(now, wheelScale(now.scale, event.deltaY), pointOf(event.clientX, event.clientY), c, s));
  }).current;
  const stageRef = useCallback(
    (node: HTMLDivElement | null) => {
      observer.current?.disconnect();
      element.current?.removeEventListener('wheel', onWheel);
      element.current = node;
      if (!node) return;
      node.addEventListener('wheel', onWheel, { passive: false });
      observer.current = new ResizeObserver(([entry]) =>
        setStage({ width: entry.contentRect.width, height: entry.contentRect.height }),
      );
      observer.current.observe(node);
    },
    [onWheel],
  );
  useEffect(() => () => observer.current?.disconnect(), []);

  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, pointOf(event.clientX, event.clientY));
    const points = [...pointers.current.values()];
    if (points.length === 1) gesture.current = { kind: 'drag', start: view, from: points[0], moved: false };
    else if (points.length === 2)
      gesture.current = { kind: 'pinch', start: view, from: middleAndDistance(points) };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = pointOf(event.clientX, event.clientY);
    pointers.current.set(event.pointerId, point);
    const current = gesture.current;
    if (!current) return;
    if (current.kind === 'pinch') {
      const points = [...pointers.current.values()];
      if (points.length >= 2)
        show(pinchView(current.start, current.from, middleAndDistance(points), content, stage));
      return;
    }
    const dx = point.x - current.from.x;
    const dy = point.y - current.from.y;
    if (!current.moved && Math.hypot(dx, dy) < CLICK_SLOP) return;
    current.moved = true;
    show(panBy(current.start, dx, dy, content, stage));
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    if (event.type === 'pointerup' && current?.kind === 'drag' && !current.moved) {
      show(toggleZoom(view, pointOf(event.clientX, event.clientY), content, stage));
    } else if (
      event.type === 'pointerup' &&
      current?.kind === 'drag' &&
      event.pointerType !== 'mouse' &&
      pointers.current.size === 0 &&
      !isZoomedView(current.start, content, stage)
    ) {
      const end = pointOf(event.clientX, event.clientY);
      const step = swipeStep(end.x - current.from.x, end.y - current.from.y);
      if (step !== null) swipe.current?.(step);
    }
    // A pinch that loses a finger goes on as a drag of the other one, without a click.
    const [left] = pointers.current.values();
    gesture.current = left ? { kind: 'drag', start: view, from: left, moved: true } : null;
  };

  /** The zoom's keys; false for a key it does not take (arrows move to the next photo when not zoomed). */
  const onKey = (key: string): boolean => {
    if (id === null) return false;
    const centre = { x: 0, y: 0 };
    const stepX = stage.width * PAN_SHARE;
    const stepY = stage.height * PAN_SHARE;
    switch (key) {
      case 'Escape':
        if (!isZoomed) return false;
        show(fitView(content, stage));
        return true;
      case 'z':
      case 'Z':
        show(toggleZoom(view, centre, content, stage));
        return true;
      case '+':
      case '=':
        show(zoomAt(view, view.scale * ZOOM_STEP, centre, content, stage));
        return true;
      case '-':
      case '_':
        show(zoomAt(view, view.scale / ZOOM_STEP, centre, content, stage));
        return true;
      // The arrow shows more of the photo on its side: the photo moves the other way.
      case 'ArrowLeft':
        if (!isZoomed) return false;
        show(panBy(view, stepX, 0, content, stage));
        return true;
      case 'ArrowRight':
        if (!isZoomed) return false;
        show(panBy(view, -stepX, 0, content, stage));
        return true;
      case 'ArrowUp':
        if (!isZoomed) return false;
        show(panBy(view, 0, stepY, content, stage));
        return true;
      case 'ArrowDown':
        if (!isZoomed) return false;
        show(panBy(view, 0, -stepY, content, stage));
        return true;
      default:
        return false;
    }
  };

  return {
    view,
    content,
    isZoomed,
    /** The rendition's scale in %, for tests and styles (data-zoom). */
    scalePercent: Math.round(view.scale * 100),
    /** The zoom as a share of the original's pixels: what the viewer tells the judge. */
    percent: percentOfOriginal(
      view.scale,
      content,
      photo?.width && photo.height ? { width: photo.width, height: photo.height } : null,
    ),
    wantsLarge: id !== null && largeFor === id,
    stageRef,
    pointerHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
    onKey,
    /** The preview's own size, for a photo whose size the server does not know. */
    onPreviewLoad: (size: Size) => {
      if (id !== null && !(photo?.width && photo.height)) setLoaded({ id, size });
    },
  };
}

export type Zoom = ReturnType<typeof useZoom>;
