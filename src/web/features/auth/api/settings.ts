import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsInput } from '../../../../domain/schemas/account';
import { api } from '../../../lib/api';
import { ME_KEY, type Me } from '../../../lib/session';

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsInput) => api<Me>('/api/me/settings', { method: 'PUT', body }),
    onSuccess: (me) => {
      queryClient.setQueryData(ME_KEY, me);
      void queryClient.invalidateQueries({ queryKey: ['participant', 'dashboard'] });
    },
  });
}
