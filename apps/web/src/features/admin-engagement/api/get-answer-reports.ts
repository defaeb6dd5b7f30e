import { AnswerReportList, type AnswerReport, type AnswerReportState } from '@civicng/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { retryUnlessRefused } from '../refusal';

export const answerReportsQueryKey = ['admin', 'answer-reports'] as const;

/** GET /api/admin/answer-reports?state=: reported answers, newest first. */
export async function getAnswerReports(state: AnswerReportState): Promise<AnswerReport[]> {
  const search = new URLSearchParams({ state });
  return AnswerReportList.parse(await apiFetch(`/admin/answer-reports?${search.toString()}`))
    .reports;
}

export function useAnswerReports(state: AnswerReportState) {
  return useQuery({
    queryKey: [...answerReportsQueryKey, state],
    queryFn: () => getAnswerReports(state),
    retry: retryUnlessRefused,
  });
}
