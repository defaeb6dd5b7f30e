import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Multipart bodies, for the routes registered in the same scope only: one file of at most
 * `fileSize` bytes and a few fields. Elsewhere a multipart body stays an unsupported type.
 */
export async function registerMultipart(app: FastifyInstance, fileSize: number): Promise<void> {
  await app.register(multipart, { limits: { fileSize, files: 1, fields: 5, parts: 6 } });
}
