import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { AppError, badRequest } from '../../errors.js';

export const maxImageBytes = 5 * 1024 * 1024;
// Read from the header, never decoded: a 19 KB PNG can claim 100,000 × 100,000 pixels.
const maxImageSide = 10_000;
const maxImagePixels = 40_000_000;
const imageTypes = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;

export interface UploadedImage {
  bytes: Buffer;
  extension: (typeof imageTypes)[keyof typeof imageTypes];
  mime: string;
}

/**
 * The image of a multipart upload (form field "image"), judged by its content, never by its name
 * or declared type, and refused when it is not PNG, JPEG or WebP or too large in bytes or pixels.
 */
export async function readUploadedImage(request: FastifyRequest): Promise<UploadedImage> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'messages.sendImageMultipartForm');
  }
  const file = await request.file().catch(() => {
    throw badRequest('messages.uploadNotWellFormed');
  });
  if (!file || file.fieldname !== 'image') {
    throw badRequest('messages.sendImageFormField');
  }
  const bytes = await file.toBuffer().catch((error: unknown) => {
    if (file.file.truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'messages.imageLarger5Mb');
    }
    throw badRequest('messages.uploadCutShortNot');
  });
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? imageTypes[detected.mime as keyof typeof imageTypes] : undefined;
  if (!detected || !extension) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'messages.onlyPngJpegWebp');
  }
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    size = {};
  }
  const { width = 0, height = 0 } = size;
  if (width < 1 || height < 1) {
    throw badRequest('messages.imageCouldNotRead');
  }
  if (width > maxImageSide || height > maxImageSide || width * height > maxImagePixels) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'messages.imagePixelsCanMost', { width, height });
  }
  return { bytes, extension, mime: detected.mime };
}
