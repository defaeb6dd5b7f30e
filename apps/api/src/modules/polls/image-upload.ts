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
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
  }
  const file = await request.file().catch(() => {
    throw badRequest('The upload is not a well-formed multipart/form-data body.');
  });
  if (!file || file.fieldname !== 'image') {
    throw badRequest('Send the image in a form field named "image".');
  }
  const bytes = await file.toBuffer().catch((error: unknown) => {
    if (file.file.truncated || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The image is larger than 5 MB.');
    }
    throw badRequest('The upload was cut short or is not well-formed.');
  });
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? imageTypes[detected.mime as keyof typeof imageTypes] : undefined;
  if (!detected || !extension) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only PNG, JPEG or WebP images can be uploaded.');
  }
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    size = {};
  }
  const { width = 0, height = 0 } = size;
  if (width < 1 || height < 1) {
    throw badRequest('The image could not be read: its size is missing or damaged.');
  }
  if (width > maxImageSide || height > maxImageSide || width * height > maxImagePixels) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The image is ${width} × ${height} pixels; it can be at most 10,000 pixels a side and 40 million pixels in all.`,
    );
  }
  return { bytes, extension, mime: detected.mime };
}
