import { AspectRatio, Badge, Box, SimpleGrid, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './thumb-grid.module.css';

/**
 * A grid of square thumbnails. Each cell has a fixed aspect box, so lazily loaded images never move
 * the grid; the images are the small thumbnails made at upload time.
 */
export function ThumbGrid<T extends { id: string }>(props: {
  items: readonly T[];
  imageOf: (item: T) => string | null;
  badgeOf?: (item: T) => ReactNode;
  onOpen: (index: number) => void;
}) {
  const { t } = useTranslation('judging');
  return (
    <SimpleGrid cols={{ base: 3, xs: 4, sm: 5, md: 6, lg: 8 }} spacing={6} verticalSpacing={6} data-testid="thumb-grid">
      {props.items.map((item, index) => {
        const src = props.imageOf(item);
        return (
          <UnstyledButton
            key={item.id}
            className={classes.cell}
            onClick={() => props.onOpen(index)}
            aria-label={t('common.open', { index: index + 1 })}
            data-testid="thumb"
            data-id={item.id}
          >
            <AspectRatio ratio={1}>
              <Box className={classes.frame}>
                {src && <img src={src} alt="" loading="lazy" decoding="async" className={classes.image} />}
              </Box>
            </AspectRatio>
            {props.badgeOf && <Box className={classes.badge}>{props.badgeOf(item)}</Box>}
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}

export function ScoreBadge(props: { score: number | null; pendingLabel?: string }) {
  if (props.score === null) {
    return props.pendingLabel ? (
      <Badge size="sm" color="gray" variant="filled">
        {props.pendingLabel}
      </Badge>
    ) : null;
  }
  return (
    <Badge size="md" color={props.score >= 7 ? 'green' : 'orange'} variant="filled" data-testid="own-score">
      {props.score.toFixed(1)}
    </Badge>
  );
}
