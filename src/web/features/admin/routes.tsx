/** The admin screens under /admin by path, as chunk loaders: each is its own chunk, loaded when first visited. */
export const adminScreens = {
  contests: () => import('./contests-page'),
  participants: () => import('./participants-page'),
  packages: () => import('./packages-page'),
  audit: () => import('./audit-page'),
};
