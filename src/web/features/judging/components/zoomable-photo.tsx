import { useTranslation } from 'react-i18next';
import { entryImageUrl } from '../../../../contract/entry-urls';
import type { Zoom } from '../lib/use-zoom';
import classes from './zoomable-photo.module.css';

/** The large rendition of a photo (at most 3000 px), asked for only when the judge zooms. */
export const largeImageUrl = (id: string) => entryImageUrl(id, 'large');

/**
 * A photo in the viewer that zooms and pans (`useZoom`): the preview first, the large rendition laid
 * over it at the same place once the judge zooms in, so the photo never blinks while it arrives.
 */
export function ZoomablePhoto(props: {
  /** The entry's id: its preview and large renditions follow from it (contract/entry-urls). */
  id: string;
  zoom: Zoom;
  /** What the photo is, for screen readers (judges are blind to titles: its place in the list). */
  alt: string;
}) {
  const { t } = useTranslation('judging');
  const { zoom } = props;
  const { view, content } = zoom;
  const isSized = content.width > 0 && content.height > 0;
  const style = isSized
    ? {
        width: content.width * view.scale,
        height: content.height * view.scale,
        transform: `translate(calc(-50% + ${view.x}px), calc(-50% + ${view.y}px))`,
      }
    : undefined;
  return (
    <div
      ref={zoom.stageRef}
      className={classes.stage}
      data-zoomed={zoom.isZoomed || undefined}
      data-testid="zoom-stage"
      data-zoom={zoom.scalePercent}
      {...zoom.pointerHandlers}
    >
      <img
        key={props.id}
        src={entryImageUrl(props.id, 'preview')}
        alt={props.alt}
        className={isSized ? classes.photo : classes.unsized}
        style={style}
        draggable={false}
        onLoad={(event) =>
          zoom.onPreviewLoad({
            width: event.currentTarget.naturalWidth,
            height: event.currentTarget.naturalHeight,
          })
        }
        data-testid="lightbox-image"
        data-id={props.id}
      />
      {zoom.wantsLarge && isSized && (
        <img
          key={`${props.id}-large`}
          src={largeImageUrl(props.id)}
          // The same photo as the preview beneath it, sharper: said once.
          alt=""
          className={classes.photo}
          style={style}
          draggable={false}
          data-testid="lightbox-large-image"
        />
      )}
      {zoom.isZoomed && (
        <span className={classes.percent} aria-hidden="true" data-testid="zoom-percent">
          {t('inspect.percentOfOriginal', { percent: zoom.percent })}
        </span>
      )}
    </div>
  );
}
