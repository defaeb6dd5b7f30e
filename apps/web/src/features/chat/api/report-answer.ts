import {
  ReportAnswerResponse,
  type ReportAnswerRequest,
  type ReportAnswerResponse as ReportAnswerResult,
} from '@civicng/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/answer-reports: the citizen reports one of their answers for an administrator. */
export async function reportAnswer(body: ReportAnswerRequest): Promise<ReportAnswerResult> {
  return ReportAnswerResponse.parse(await apiFetch('/answer-reports', { method: 'POST', body }));
}

export function useReportAnswer() {
  return useMutation({ mutationFn: reportAnswer });
}
