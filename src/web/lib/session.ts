import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Me } from '../../contract/auth';
import { queryKeys } from '../../contract/query-keys';
import type { Locale } from '../../domain/schemas/account';
import { answer, client, notifyUnauthenticated, onUnauthenticated } from './api';

export type { Me };

export const ME_KEY = queryKeys.session;

/**
 * Asks the public session answer, which says null for a visitor instead of a 401 (no failed request
 * in a signed-out page's console). A null where this page had a user is the session ending elsewhere,
 * told to the listeners as a 401 would be.
 */
async function fetchMe(): Promise<Me | null> {
  const { user } = await answer(client.GET('/api/session'));
  if (!user) notifyUnauthenticated();
  return user;
}

/** The session request, shared by useMe and the start-up prefetch (main.tsx). */
export const meQuery = { queryKey: ME_KEY, queryFn: fetchMe, staleTime: 60_000, retry: 1 };

let hasSessionEnded = false;

/**
 * True once, after the server said a session this page was using is gone (signed out on another
 * device, password changed, account changed): /login then says why the person is there.
 */
export function takeSessionEnded(): boolean {
  const ended = hasSessionEnded;
  hasSessionEnded = false;
  return ended;
}

/** The signed-in user, or null. Any 401 from the API clears it, which sends the user to /login. */
export function useMe() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onUnauthenticated(() => {
        if (queryClient.getQueryData(ME_KEY)) hasSessionEnded = true;
        queryClient.setQueryData(ME_KEY, null);
      }),
    [queryClient],
  );
  return useQuery(meQuery);
}

export async function signOut(): Promise<void> {
  await answer(client.POST('/api/auth/sign-out', { body: {} }));
}

export async function saveLocale(locale: Locale): Promise<void> {
  await answer(client.PUT('/api/me/locale', { body: { locale } }));
}
