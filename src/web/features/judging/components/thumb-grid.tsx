import { Badge, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isHighScore } from '../../../../domain/awards';
import { formatScore } from '../../../lib/format';
import classes from './thumb-grid.module.css';

// The cells a phone shows before scrolling (3 columns × 4 rows) load at once: a lazy image waits for
// layout and then for the scripts' idle time, which made a thumbnail the judge screen's late largest
// paint (bench/README.md). The first row is what a judge looks at first.
const FIRST_SCREEN = 12;
const FIRST_ROW = 3;

/**
 * A grid of square thumbnails. Each cell has a fixed aspect box, so lazily loaded images never move
 * the grid; the images are the small thumbnails made at upload time. The cells are plain elements
 * styled by the module CSS (not Mantine's UnstyledButton, AspectRatio and Box): a judge's page holds
 * 100 of them, and four Mantine components each made drawing the grid several times slower.
 */
export function ThumbGrid<T extends { id: string }>(props: {
  items: readonly T[];
  imageOf: (item: T) => string | null;
  badgeOf?: (item: T) => ReactNode;
  onOpen: (index: number) => void;
  /** Selection mode (bulk pre-filter): a click toggles the photo, which shows whether it is chosen. */
  isSelected?: (item: T) => boolean;
  selectLabel?: (index: number) => string;
}) {
  const { t } = useTranslation('judging');
  return (
    <SimpleGrid
      cols={{ base: 3, xs: 4, sm: 5, md: 6, lg: 8 }}
      spacing={6}
      verticalSpacing={6}
      data-testid="thumb-grid"
    >
      {props.items.map((item, index) => {
        const src = props.imageOf(item);
        const selected = props.isSelected?.(item);
        return (
          <button
            type="button"
            key={item.id}
            className={selected ? `${classes.cell} ${classes.selected}` : classes.cell}
            onClick={() => props.onOpen(index)}
            aria-pressed={selected}
            data-testid="thumb"
            data-id={item.id}
          >
            <span className={classes.spoken}>
              {props.selectLabel?.(index) ?? t('common.open', { index: index + 1 })}
            </span>
            <div className={classes.frame}>
              {src && (
                <img
                  src={src}
                  alt=""
                  loading={index < FIRST_SCREEN ? 'eager' : 'lazy'}
                  fetchPriority={index < FIRST_ROW ? 'high' : undefined}
                  decoding="async"
                  className={classes.image}
                />
              )}
            </div>
            {props.badgeOf && <div className={classes.badge}>{props.badgeOf(item)}</div>}
            {selected && (
              <div className={classes.check} aria-hidden>
                ✓
              </div>
            )}
          </button>
        );
      })}
    </SimpleGrid>
  );
}

export function ScoreBadge(props: { score: number | null; pendingLabel?: string }) {
  const { i18n } = useTranslation();
  if (props.score === null) {
    return props.pendingLabel ? (
      <Badge size="sm" color="gray" variant="filled">
        {props.pendingLabel}
      </Badge>
    ) : null;
  }
  return (
    <Badge
      size="md"
      color={isHighScore(props.score) ? 'green' : 'orange'}
      variant="filled"
      data-testid="own-score"
    >
      {formatScore(props.score, i18n.language)}
    </Badge>
  );
}
