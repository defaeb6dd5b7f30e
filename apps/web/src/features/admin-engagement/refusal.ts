import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';

/** A 401 (session gone) or 403 (not an administrator): this screen is not for them. */
export function isRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** Retry network blips and 5xx a little; a 4xx answer will not change on its own. */
export function retryUnlessRefused(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

/** For a change's onError: sends a refused administrator to /login; true when it did. */
export function useLeaveIfRefused(): (error: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!isRefused(error)) return false;
      void navigate(paths.login, { replace: true });
      return true;
    },
    [navigate],
  );
}
