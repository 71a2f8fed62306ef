/**
 * The ata de apuração as a PDF (pdfkit, decision 183): Roboto from @fontsource/roboto (a
 * dependency already, for the web app) embedded, so accents print right on any reader; pages
 * numbered "Página N de M"; its dates fixed to the publication's, so the same figures give the
 * same bytes (the SHA-256 shown on /resultados stays true on every download). pdfkit is loaded
 * on the first ata, not at start-up.
 */
import { createRequire } from 'node:module';

import { formatElectionDate } from '../../domain/election';
import type { AtaSnapshot, AtaStamp } from '../../domain/trust';

import { ataText } from './ataText';

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff');
const FONT_BOLD = require.resolve('@fontsource/roboto/files/roboto-latin-700-normal.woff');

export async function renderAta(ata: AtaSnapshot, stamp: AtaStamp | null = null): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const t = ataText;
  const published = new Date(ata.publishedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    bufferPages: true,
    lang: 'pt-BR',
    info: {
      Title: t.title(ata.award),
      Author: t.author,
      CreationDate: published,
      ModDate: published,
    },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const heading = (text: string) => {
    doc.moveDown(0.8).font('bold').fontSize(13).text(text).moveDown(0.3);
    doc.font('regular').fontSize(10.5);
  };
  const line = (text: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.font('regular').fontSize(10.5).text(text, options);
  const date = (iso: string | null) => (iso ? formatElectionDate(iso) : t.noLimit);

  doc.font('bold').fontSize(18).text(t.title(ata.award), { align: 'center' });
  doc.moveDown(0.5);
  line(t.intro, { align: 'center' });
  publicationLines(doc, ata, 'header');

  heading(t.windowHeading);
  line(`${t.opens}: ${date(ata.opensAt)}`);
  line(`${t.closes}: ${date(ata.closesAt)}`);
  line(`${t.published}: ${date(ata.publishedAt)}`);
  publicationLines(doc, ata, 'window');

  heading(t.turnoutHeading);
  line(`${t.registered}: ${ata.registeredVoters}`);
  line(`${t.voted}: ${ata.votersWhoVoted}`);

  heading(t.resultsHeading);
  for (const category of ata.categories) {
    doc.moveDown(0.4).font('bold').fontSize(11).text(category.category);
    const tied = new Map<number, number>();
    for (const c of category.companies) tied.set(c.rank, (tied.get(c.rank) ?? 0) + 1);
    if (category.companies.length === 0) line(t.noCompanies);
    for (const c of category.companies) {
      const tie = (tied.get(c.rank) ?? 0) > 1 ? ` ${t.tie}` : '';
      line(`${c.rank}º${tie}  ${c.name} — ${t.votes(c.votes)}`, { indent: 12 });
    }
    line(t.receiptsCount(category.receipts), { indent: 12 });
  }

  heading(t.invalidatedHeading);
  if (ata.invalidated.length === 0) line(t.noInvalidated);
  for (const r of ata.invalidated) {
    line(`${r.reason || t.noReason}: ${t.invalidatedLine(r.voters, r.votes)}`);
  }

  heading(t.integrityHeading);
  line(t.integrityLine(ata.integrity));

  heading(t.digestsHeading);
  line(t.receiptsDigest);
  doc.font('bold').fontSize(9.5).text(ata.receiptsSha256);
  line(t.auditHead);
  doc
    .font('bold')
    .fontSize(9.5)
    .text(ata.auditHead || t.emptyAudit);
  doc.moveDown(0.5);
  line(t.howToCheck);

  stampPages(doc, stamp);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(9)
      .text(t.page(i + 1, range.count), 56, doc.page.height - 40, {
        align: 'center',
        width: doc.page.width - 112,
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

// Issue 36 (a publication that stands; close, read, reopen), kept apart from the layout above.

/**
 * The ata's version (centred under the title, from version 1 on; atas stored before issue 36
 * have none) and, in the window's section, each reopening after the results were read.
 */
function publicationLines(doc: PDFKit.PDFDocument, ata: AtaSnapshot, where: 'header' | 'window') {
  const t = ataText;
  if (where === 'header') {
    if (ata.version !== undefined) {
      doc.font('bold').fontSize(11).text(t.version(ata.version), { align: 'center' });
    }
    return;
  }
  for (const r of ata.reopenings ?? []) {
    doc
      .font('bold')
      .fontSize(10.5)
      .text(t.reopened(formatElectionDate(r.resultsReadAt), formatElectionDate(r.reopenedAt)));
  }
}

/**
 * The mark of an ata that no longer stands, at the top of every page of the copy served for
 * reading (the bytes as published are served unmarked with ?original=1: their SHA-256 is the
 * one published).
 */
function stampPages(doc: PDFKit.PDFDocument, stamp: AtaStamp | null) {
  if (!stamp) return;
  const t = ataText;
  const text =
    stamp.kind === 'superseded'
      ? t.superseded(stamp.byVersion, formatElectionDate(stamp.at))
      : t.withdrawn(formatElectionDate(stamp.at), stamp.category);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const top = doc.page.margins.top;
    doc.page.margins.top = 0;
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('#b00020')
      .text(text, 56, 22, { align: 'center', width: doc.page.width - 112, lineBreak: false })
      .fillColor('black');
    doc.page.margins.top = top;
  }
}
