/**
 * A file chosen for an import (catalogue, member list), read as the CLI reads it: over `maxBytes`
 * nothing is read; a file that cannot be read, or is not UTF-8, is refused, never sent garbled.
 */
export type ImportFileRead =
  { ok: true; content: string } | { ok: false; problem: 'tooLarge' | 'unreadable' | 'notUtf8' };

export async function readImportFile(file: File, maxBytes: number): Promise<ImportFileRead> {
  if (file.size > maxBytes) return { ok: false, problem: 'tooLarge' };
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  try {
    return { ok: true, content: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, problem: 'notUtf8' };
  }
}
