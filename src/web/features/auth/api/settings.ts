import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsInput } from '../../../../domain/schemas/account';
import { answer, client } from '../../../lib/api';
import { ME_KEY } from '../../../lib/session';

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsInput) => answer(client.PUT('/api/me/settings', { body })),
    onSuccess: (me) => {
      queryClient.setQueryData(ME_KEY, me);
      void queryClient.invalidateQueries({ queryKey: ['participant', 'dashboard'] });
    },
  });
}
