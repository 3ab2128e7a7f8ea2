import type { QueryClient } from '@tanstack/react-query';
import { prefetchScoringScreen } from './api/queries';

/**
 * The judge screens by path under /judge, as chunk loaders: each is its own chunk (the guard and
 * layout are in app/).
 */
export const judgeScreens = {
  'pre-filter': () => import('./pre-filter-page'),
  photo: () => import('./photo-judge-page'),
  photo2: () => import('./photo-judge-page'),
  video1: () => import('./video-judge-page'),
  video2: () => import('./video-judge-page'),
};

/** The data a judge screen opens with, to fetch while its chunk loads (app/router.tsx). */
export const judgeScreenData: Partial<
  Record<keyof typeof judgeScreens, (queryClient: QueryClient) => Promise<void>>
> = {
  photo: (queryClient) => prefetchScoringScreen(queryClient, 'photo'),
  photo2: (queryClient) => prefetchScoringScreen(queryClient, 'photo'),
  video1: (queryClient) => prefetchScoringScreen(queryClient, 'video'),
  video2: (queryClient) => prefetchScoringScreen(queryClient, 'video'),
};
