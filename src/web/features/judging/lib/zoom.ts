import type { Size } from '../../../../domain/renditions';

// The maths of the viewer's zoom, pure so it is tested without a browser.
// The photo is laid out at `content` size (its large rendition's pixels) times `scale`, its centre
// moved by (x, y) CSS pixels from the centre of the stage (the box it is seen through). Scale 1 is
// 100 %: one pixel of the large rendition on one CSS pixel.

export type View = { scale: number; x: number; y: number };
export type Point = { x: number; y: number };

/** Zooming in further than 200 % shows nothing more of a 3000-pixel rendition. */
export const MAX_SCALE = 2;
/** One press of + or − (and a mouse wheel's notch, about 100 px of deltaY, a little less). */
export const ZOOM_STEP = 1.25;
/** An arrow key moves the zoomed photo by this share of the stage. */
export const PAN_SHARE = 0.2;

/**
 * The zoom as a share of the original's pixels: the viewer shows the large
 * rendition (at most 3000 px), so at scale 1 a 4000 px original is seen at 75 %, never claimed as
 * 100 %. Without the original's size, the rendition's.
 */
export function percentOfOriginal(scale: number, content: Size, original: Size | null): number {
  const ratio = original && original.width > 0 && content.width > 0 ? content.width / original.width : 1;
  return Math.round(scale * ratio * 100);
}

/** How far (CSS px) a finger must travel sideways for a swipe to move to another photo. */
export const SWIPE_MIN = 50;

/**
 * A one-finger swipe on the whole photo (not zoomed: then a drag pans): mostly sideways and far
 * enough, leftwards to the next photo (+1), rightwards to the previous one (−1); else null.
 */
export function swipeStep(dx: number, dy: number): -1 | 1 | null {
  if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < 1.5 * Math.abs(dy)) return null;
  return dx < 0 ? 1 : -1;
}

/** The scale at which the whole photo is seen (never above 100 %: a small photo is not enlarged). */
export function fitScale(content: Size, stage: Size): number {
  if (content.width <= 0 || content.height <= 0 || stage.width <= 0 || stage.height <= 0) return 1;
  return Math.min(1, stage.width / content.width, stage.height / content.height);
}

export function fitView(content: Size, stage: Size): View {
  return { scale: fitScale(content, stage), x: 0, y: 0 };
}

/** Is the photo bigger than when it is all on screen? */
export function isZoomed(view: View, content: Size, stage: Size): boolean {
  return view.scale > fitScale(content, stage) + 1e-6;
}

function clampAxis(offset: number, contentLength: number, stageLength: number): number {
  const room = Math.max(0, (contentLength - stageLength) / 2);
  return Math.min(room, Math.max(-room, offset));
}

/** Keeps the scale between fit and MAX_SCALE, and no edge of the photo inside the stage when it is larger than the stage. */
export function clampView(view: View, content: Size, stage: Size): View {
  const scale = Math.min(Math.max(view.scale, fitScale(content, stage)), Math.max(MAX_SCALE, 1));
  return {
    scale,
    x: clampAxis(view.x, content.width * scale, stage.width),
    y: clampAxis(view.y, content.height * scale, stage.height),
  };
}

/**
 * The view at a new scale that keeps the photo's point under `focus` (relative to the stage's
 * centre) where it is: the pointer's point for the wheel and a click, the centre for keys.
 */
export function zoomAt(view: View, scale: number, focus: Point, content: Size, stage: Size): View {
  const target = clampView({ ...view, scale }, content, stage).scale;
  const ratio = target / view.scale;
  return clampView(
    { scale: target, x: focus.x - (focus.x - view.x) * ratio, y: focus.y - (focus.y - view.y) * ratio },
    content,
    stage,
  );
}

/** Z and a click: to 100 % at the focus, or back to the whole photo when zoomed in. */
export function toggleZoom(view: View, focus: Point, content: Size, stage: Size): View {
  if (isZoomed(view, content, stage)) return fitView(content, stage);
  return zoomAt(view, 1, focus, content, stage);
}

/** Moves the photo by (dx, dy) CSS pixels, as far as its edges allow. */
export function panBy(view: View, dx: number, dy: number, content: Size, stage: Size): View {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, content, stage);
}

/** The mouse wheel: a notch (deltaY ≈ ±100) is about one ZOOM_STEP, finer on a touchpad. */
export function wheelScale(scale: number, deltaY: number): number {
  return scale * Math.pow(ZOOM_STEP, -deltaY / 100);
}

/**
 * Two fingers: the scale follows the distance between them and the photo's point under their
 * middle at the start follows their middle now (pinch and drag at once).
 */
export function pinchView(
  start: View,
  from: { middle: Point; distance: number },
  to: { middle: Point; distance: number },
  content: Size,
  stage: Size,
): View {
  if (from.distance <= 0) return start;
  const scale = clampView(
    { ...start, scale: (start.scale * to.distance) / from.distance },
    content,
    stage,
  ).scale;
  const ratio = scale / start.scale;
  return clampView(
    {
      scale,
      x: to.middle.x - (from.middle.x - start.x) * ratio,
      y: to.middle.y - (from.middle.y - start.y) * ratio,
    },
    content,
    stage,
  );
}
