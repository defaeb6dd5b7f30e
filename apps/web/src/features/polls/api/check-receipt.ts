import type { ReceiptCheckResponse } from '@civicng/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { loadContracts } from '../../../lib/contracts';

export interface CheckReceiptInput {
  pollId: number;
  receiptCode: string;
}

/** POST /api/polls/{id}/receipts/check: whether a ballot with this code is in the count. */
export async function checkReceipt(input: CheckReceiptInput): Promise<ReceiptCheckResponse> {
  const [{ ReceiptCheckResponse }, answer] = await Promise.all([
    loadContracts(),
    apiFetch(`/polls/${input.pollId}/receipts/check`, {
      method: 'POST',
      auth: false,
      body: { receipt_code: input.receiptCode },
    }),
  ]);
  return ReceiptCheckResponse.parse(answer);
}

export function useCheckReceipt() {
  return useMutation({ mutationFn: checkReceipt });
}
