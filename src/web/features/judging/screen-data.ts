import type { QueryClient } from '@tanstack/react-query';
import { prefetchScoringScreen } from './api/queries';

/**
 * The data a judge screen opens with, by path under /judge, fetched at start-up while the screen's
 * chunk loads (app/router.tsx). Part of the entry: the screens themselves are loaded through the areas'
 * chunk (app/area-screens.ts).
 */
export const judgeScreenData = {
  photo: (queryClient: QueryClient) => prefetchScoringScreen(queryClient, 'photo'),
  photo2: (queryClient: QueryClient) => prefetchScoringScreen(queryClient, 'photo'),
  video1: (queryClient: QueryClient) => prefetchScoringScreen(queryClient, 'video'),
  video2: (queryClient: QueryClient) => prefetchScoringScreen(queryClient, 'video'),
};
