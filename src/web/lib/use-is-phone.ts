import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is a phone's (48em wide or less, Mantine's `sm` breakpoint), known from the
 * first render so a list does not draw its table before its cards.
 */
export function useIsPhone(): boolean {
  return useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
}
