import { DataExport } from '@civicng/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const dataExportQueryKey = ['user', 'data-export'] as const;

/**
 * GET /api/user/data-export (added): everything held about the citizen, to show on the screen
 * (`screen`, not recorded as a download) or to save as the file (`download`, recorded).
 */
export async function getDataExport(purpose: 'screen' | 'download'): Promise<DataExport> {
  return DataExport.parse(await apiFetch(`/user/data-export?purpose=${purpose}`));
}

export function useDataExport() {
  // Reads are limited: read once per visit, never kept after the screen.
  return useQuery({
    queryKey: dataExportQueryKey,
    queryFn: () => getDataExport('screen'),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
}

/** Saves an export as civicng-my-data.json. */
export function saveAsJsonFile(data: DataExport): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'civicng-my-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
