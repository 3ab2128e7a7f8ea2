/** Under /admin: Rankings and the Contest Submissions browser (decisions.md, 'Results'), as chunk loaders. */
export const resultScreens = {
  rankings: () => import('./rankings-page'),
  submissions: () => import('./submissions-page'),
};
