/**
 * Reading a PDF back as a person would: pdftotext and pdfinfo from Debian's poppler-utils
 * (installed by .ci/run), said clearly when missing, never skipped silently.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function run(tool: string, args: string[], pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    const result = spawnSync(tool, [...args.map((a) => (a === 'FILE' ? file : a))], {
      encoding: 'utf8',
    });
    if (result.error) {
      throw new Error(
        `${tool} is missing: install Debian's poppler-utils (apt-get install -y poppler-utils) to read the PDF`,
      );
    }
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr}`);
    return result.stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text, laid out as on the page. */
export function pdfText(pdf: Buffer): string {
  return run('pdftotext', ['-layout', '-enc', 'UTF-8', 'FILE', '-'], pdf);
}

/** pdfinfo's report (Tagged, PDF version, Pages…). */
export function pdfInfo(pdf: Buffer): string {
  return run('pdfinfo', ['FILE'], pdf);
}

/** Each page's text. */
export function pdfPages(pdf: Buffer): string[] {
  const pages = Number(/^Pages:\s+(\d+)$/m.exec(pdfInfo(pdf))?.[1] ?? 0);
  return Array.from({ length: pages }, (_, i) =>
    run(
      'pdftotext',
      ['-layout', '-enc', 'UTF-8', '-f', `${i + 1}`, '-l', `${i + 1}`, 'FILE', '-'],
      pdf,
    ),
  );
}
