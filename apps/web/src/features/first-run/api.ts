import { endpoints, type firstRunRequest } from '@riskscreen/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';

export function useFirstRunState() {
  return useQuery({
    queryKey: ['first-run'],
    queryFn: () => api.call(endpoints.firstRun.state, { anonymous: true }),
    retry: false,
  });
}

export function useSetUp() {
  return useMutation({
    mutationFn: (body: z.input<typeof firstRunRequest>) =>
      api.call(endpoints.firstRun.setUp, { anonymous: true, body }),
  });
}
