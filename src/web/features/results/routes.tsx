/** Under /admin: Rankings and the Contest Submissions browser (docs/decisions/results.md), as chunk loaders. */
export const resultScreens = {
  rankings: () => import('./rankings-page'),
  submissions: () => import('./submissions-page'),
};
