import { UploadImageResponse } from '@civicng/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/upload-image: an option's picture; answers the path it is served at. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const answer = await apiFetch('/upload-image', { method: 'POST', body });
  return UploadImageResponse.parse(answer).image_path;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
