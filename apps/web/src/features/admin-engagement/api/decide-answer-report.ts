import {
  DecideAnswerReportResponse,
  type AnswerReportDecision,
  type DecideAnswerReportResponse as DecidedReport,
} from '@civicng/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { answerReportsQueryKey } from './get-answer-reports';

export interface DecideAnswerReportInput {
  id: number;
  state: AnswerReportDecision;
}

/** PUT /api/admin/answer-reports/{id}: marks a report reviewed, hides the answer or leaves it. */
export async function decideAnswerReport({
  id,
  state,
}: DecideAnswerReportInput): Promise<DecidedReport> {
  return DecideAnswerReportResponse.parse(
    await apiFetch(`/admin/answer-reports/${id}`, { method: 'PUT', body: { state } }),
  );
}

export function useDecideAnswerReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAnswerReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: answerReportsQueryKey }),
  });
}
