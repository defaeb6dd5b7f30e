import type { QueryClient } from '@tanstack/react-query';
import { adminFaqsQueryKey, publicFaqsQueryKey } from './get-admin-faqs';

/** After any change the admin list and the citizens' list are read again. */
export async function invalidateFaqs(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminFaqsQueryKey }),
    queryClient.invalidateQueries({ queryKey: publicFaqsQueryKey }),
  ]);
}
