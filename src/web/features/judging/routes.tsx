/**
 * The judge screens by path under /judge, as chunk loaders: each is its own chunk (the guard and
 * layout are in app/).
 */
export const judgeScreens = {
  'pre-filter': () => import('./pre-filter-page'),
  photo: () => import('./photo-judge-page'),
  photo2: () => import('./photo-judge-page'),
  video1: () => import('./film-judge-page'),
  video2: () => import('./film-judge-page'),
};
