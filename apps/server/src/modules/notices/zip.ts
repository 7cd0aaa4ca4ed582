/**
 * Lists the entry names of a zip archive from its central directory, without inflating anything
 * (so a zip bomb costs nothing). Returns null when the bytes are not a readable zip.
 */
export function zipEntryNames(bytes: Buffer): Set<string> | null {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  const names = new Set<string>();
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const end = offset + 46 + nameLength;
    if (end > bytes.length) return null;
    names.add(bytes.toString('utf8', offset + 46, end));
    offset = end + extraLength + commentLength;
  }
  return names;
}
