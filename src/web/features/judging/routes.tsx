import { lazy } from 'react';

/** The judge screens by path under /judge; each is its own chunk (the guard and layout are in app/). */
export const judgeScreens = {
  'pre-filter': lazy(() => import('./pre-filter-page')),
  photo: lazy(() => import('./photo-judge-page')),
  photo2: lazy(() => import('./photo-judge-page')),
  video1: lazy(() => import('./film-judge-page')),
  video2: lazy(() => import('./film-judge-page')),
};
