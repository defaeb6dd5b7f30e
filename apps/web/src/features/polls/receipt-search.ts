/** Receipt codes compared without case, spaces or dashes ("7k3m q9tx" finds "7K3M-Q9TX-2BFA"). */
export const normalizeReceiptCode = (text: string) => text.toUpperCase().replace(/[^0-9A-Z]/g, '');

export function filterReceipts<T extends { receipt_code: string }>(
  ballots: readonly T[],
  query: string,
): { matches: T[]; exact: T | undefined } {
  const wanted = normalizeReceiptCode(query);
  if (!wanted) return { matches: [...ballots], exact: undefined };
  const matches = ballots.filter((b) => normalizeReceiptCode(b.receipt_code).includes(wanted));
  const exact = matches.find((b) => normalizeReceiptCode(b.receipt_code) === wanted);
  return { matches, exact };
}
