import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/polls/{id}/results.csv, saved through an object URL (the call needs the bearer). */
export async function downloadResultsCsv(pollId: number): Promise<void> {
  const csv = await apiFetch<unknown>(`/polls/${pollId}/results.csv`);
  const blob = new Blob([typeof csv === 'string' ? csv : JSON.stringify(csv)], {
    type: 'text/csv;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `poll-${pollId}-results.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadResultsCsv() {
  return useMutation({ mutationFn: downloadResultsCsv });
}
