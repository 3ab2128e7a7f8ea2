import { useMutation } from '@tanstack/react-query';
import type { Currency } from '../../../../domain/packages';
import { answer, client } from '../../../lib/api';

/** Asks the server for the provider's card/boleto page for what the chosen package costs now. */
export function useCardCheckout(contestId: string) {
  return useMutation({
    mutationFn: (body: { packageId: string; currency: Currency }) =>
      answer(
        client.POST('/api/participant/contests/{id}/card-checkout', {
          params: { path: { id: contestId } },
          body,
        }),
      ),
    // The provider's page, in this tab: it sends the participant back to their contests.
    onSuccess: (answer) => {
      if (answer.url) window.location.assign(answer.url);
    },
  });
}
