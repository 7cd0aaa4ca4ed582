/**
 * Content type of a key from its extension. Server-generated keys always end in one of these;
 * the disk driver (which keeps no metadata) and `storage:migrate` use it, S3 stores the type
 * given to `put` with the object.
 */
const TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

export function contentTypeForKey(key: string): string {
  const ext = key.includes('.') ? key.split('.').pop()!.toLowerCase() : '';
  return TYPES[ext] ?? 'application/octet-stream';
}
