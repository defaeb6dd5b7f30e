/** The ballot totals a viewer of a poll's live results stream sees on `origin`, as they come. */
export function watchTotals(origin: string, pollId: number, token: string) {
  const controller = new AbortController();
  const totals: number[] = [];
  void fetch(`${origin}/api/polls/${pollId}/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  })
    .then(async (res) => {
      for await (const chunk of res.body ?? []) {
        const text = Buffer.from(chunk as Uint8Array).toString();
        for (const m of text.matchAll(/"total_ballots":(\d+)/g)) totals.push(Number(m[1]));
      }
    })
    .catch(() => {});
  return { totals, close: () => controller.abort() };
}
