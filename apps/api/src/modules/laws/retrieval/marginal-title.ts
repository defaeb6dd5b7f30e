/**
 * Marginal notes of gazette copies come out as runs of short lines inside the body; when a
 * section has no heading, the runs that read as titles stand in for it.
 */
export function marginalTitle(body: string): string {
  const runs: string[] = [];
  let run: string[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (line.length > 0 && line.length < 45 && !line.startsWith('(')) run.push(line);
    else {
      if (run.length) runs.push(run.join(' '));
      run = [];
    }
  }
  if (run.length) runs.push(run.join(' '));
  return runs
    .filter((r) => /^[A-Z]/.test(r) && r.split(' ').length <= 12 && !/[;,]$/.test(r))
    .join(' ');
}
