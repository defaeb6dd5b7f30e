import { CurrentMonthFaqsResponse, type Faq } from '@civicng/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

export const currentMonthFaqsQueryKey = ['faqs', 'current-month'] as const;

/** GET /api/faqs/current-month: the questions of the month, in the order administrators chose. */
export async function getCurrentMonthFaqs(): Promise<Faq[]> {
  return CurrentMonthFaqsResponse.parse(await apiFetch('/faqs/current-month')).faqs;
}

// A 4xx answer will not change on its own; network blips and 5xx get two more tries.
const retryUnlessRefused = (failureCount: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failureCount < 2;

export function useCurrentMonthFaqs(enabled: boolean) {
  return useQuery({
    queryKey: currentMonthFaqsQueryKey,
    queryFn: getCurrentMonthFaqs,
    retry: retryUnlessRefused,
    enabled,
  });
}
