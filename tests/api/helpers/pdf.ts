/** pdftotext from Debian's poppler-utils: said clearly when missing, never skipped silently. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect } from 'vitest';

export function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-ata-'));
  try {
    const file = path.join(dir, 'ata.pdf');
    fs.writeFileSync(file, pdf);
    const run = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    });
    if (run.error) {
      throw new Error(
        "pdftotext is missing: install Debian's poppler-utils (apt-get install -y poppler-utils) to check the ata's text",
      );
    }
    expect(run.status, run.stderr).toBe(0);
    return run.stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
