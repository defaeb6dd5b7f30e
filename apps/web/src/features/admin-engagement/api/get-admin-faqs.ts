import { AdminFaqList, type AdminFaq } from '@civicng/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { retryUnlessRefused } from '../refusal';

export const adminFaqsQueryKey = ['admin', 'faqs'] as const;
/** What citizens see (the engagement screen's key), refreshed after each change here. */
export const publicFaqsQueryKey = ['faqs'] as const;

/** GET /api/admin/faqs?month=YYYY-MM: the month's proposals and published questions. */
export async function getAdminFaqs(month: string): Promise<AdminFaq[]> {
  const search = new URLSearchParams({ month });
  return AdminFaqList.parse(await apiFetch(`/admin/faqs?${search.toString()}`)).faqs;
}

export function useAdminFaqs(month: string, enabled: boolean) {
  return useQuery({
    queryKey: [...adminFaqsQueryKey, month],
    queryFn: () => getAdminFaqs(month),
    retry: retryUnlessRefused,
    enabled,
  });
}
