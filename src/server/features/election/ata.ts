/* eslint-disable max-lines -- the ata PDF, one function per section in the order printed (decisions 240–243) */
/**
 * The ata de apuração as a PDF (pdfkit, decisions 183 and 241–243): a tagged PDF 1.7 (a
 * structure tree of sections, headings and paragraphs, language pt-BR, the title shown by the
 * reader), so a screen reader reads it in order; Roboto's Latin, Greek and Cyrillic subsets
 * embedded (src/server/fonts.ts), so every name the catalogue accepts prints; pages numbered "Página N
 * de M" (marked as pagination artifacts); its dates fixed to the publication's, so the same
 * snapshot gives the same bytes (the SHA-256 shown on /resultados stays true on every download).
 * pdfkit is loaded on the first ata, not at start-up.
 *
 * What it prints is only what the notary should read (issue 36): figures, names of the award,
 * categories and companies (each folded into one line, so no name can add a line of its own),
 * counts of invalidated voters per category (never an operator's free text), digests, and the
 * commission's signature block. Each section is its own function below (`ATA_SECTIONS`), in the
 * order printed; a heading never stays alone at a page's foot.
 */
import { INVALIDATION_CATEGORIES, isInvalidationCategory } from '../../../domain/admin';
import { oneLine } from '../../../domain/ataPrintable';
import { formatElectionDate } from '../../../domain/election';
import type { AtaSnapshot, AtaStamp } from '../../../domain/trust';
import { fontRuns, fonts, type FontWeight } from '../../fonts';

import { ataText } from './ataText';

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 };
const BODY = 10.5;

interface TextStyle {
  weight?: FontWeight;
  size?: number;
  indent?: number;
  align?: 'left' | 'center';
}

/**
 * Writes into the document, in the structure tree: each block is a structure element (H1, H2,
 * H3, P) of the current section, its text in runs of the fonts that draw it.
 */
export class AtaWriter {
  readonly t = ataText;
  private section: Struct | null = null;

  constructor(
    readonly doc: Doc,
    private readonly root: Struct,
  ) {}

  /** A section (Sect) of the structure tree, holding what `build` writes. */
  sect(build: () => void): void {
    const section = this.doc.struct('Sect');
    this.root.add(section);
    this.section = section;
    build();
    section.end();
    this.section = null;
  }

  /** Text with the fonts that draw it; `continued` runs keep one paragraph on its lines. */
  private runs(text: string, style: TextStyle, width: number) {
    const { doc } = this;
    const size = style.size ?? BODY;
    const runs = fontRuns(oneLine(text), style.weight ?? 'regular');
    if (runs.length === 0) runs.push({ font: fonts(style.weight ?? 'regular')[0]!, text: ' ' });
    let x = doc.page.margins.left + (style.indent ?? 0);
    let align: 'left' | 'center' = style.align ?? 'left';
    if (align === 'center' && runs.length > 1) {
      // pdfkit centres each run of a continued line on its own: centre the whole line by hand
      // when it fits on one line, else write it from the left.
      const total = runs.reduce(
        (sum, r) => sum + doc.font(r.font.name).fontSize(size).widthOfString(r.text),
        0,
      );
      if (total <= width) x += (width - total) / 2;
      align = 'left';
    }
    doc.x = x;
    runs.forEach((run, i) => {
      doc.font(run.font.name).fontSize(size);
      const options: PDFKit.Mixins.TextOptions = {
        width: width - (style.indent ?? 0),
        align,
        continued: i < runs.length - 1,
      };
      if (i === 0) doc.text(run.text, x, doc.y, options);
      else doc.text(run.text, options);
    });
    doc.x = doc.page.margins.left;
  }

  private block(type: string, text: string, style: TextStyle) {
    const width = this.doc.page.width - MARGIN.left - MARGIN.right;
    const element = this.doc.struct(type, {}, () => this.runs(text, style, width));
    (this.section ?? this.root).add(element);
  }

  /** The height `text` takes in `style` (measured in the first subset: close enough to plan). */
  heightOf(text: string, style: TextStyle = {}): number {
    const { doc } = this;
    const width = doc.page.width - MARGIN.left - MARGIN.right - (style.indent ?? 0);
    doc.font(fonts(style.weight ?? 'regular')[0]!.name).fontSize(style.size ?? BODY);
    return doc.heightOfString(oneLine(text) || ' ', { width });
  }

  /** A new page unless `height` points still fit above the bottom margin. */
  keepRoom(height: number): void {
    const { doc } = this;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  }

  title(text: string): void {
    this.block('H1', text, { weight: 'bold', size: 18, align: 'center' });
  }

  /** A section heading, kept on the page with at least `following` points after it. */
  heading(text: string, following = 3 * this.lineHeight()): void {
    this.doc.moveDown(0.8);
    this.keepRoom(this.heightOf(text, { weight: 'bold', size: 13 }) + 4 + following);
    this.block('H2', text, { weight: 'bold', size: 13 });
    this.doc.moveDown(0.3);
  }

  /** A sub-heading (a category's name), kept with `following` points after it. */
  subheading(text: string, following: number): void {
    this.doc.moveDown(0.4);
    this.keepRoom(this.heightOf(text, { weight: 'bold', size: 11 }) + following);
    this.block('H3', text, { weight: 'bold', size: 11 });
  }

  line(text: string, style: TextStyle = {}): void {
    this.block('P', text, style);
  }

  /** A digest or hash: bold and a little smaller, on its own line. */
  code(text: string): void {
    this.block('P', text, { weight: 'bold', size: 9.5 });
  }

  lineHeight(size = BODY): number {
    return this.heightOf('X', { size });
  }
}

/** One section of the ata: writes what it prints of the snapshot. */
export type AtaSection = (w: AtaWriter, ata: AtaSnapshot) => void;

const date = (iso: string | null) => (iso ? formatElectionDate(iso) : ataText.noLimit);

/** Invalidated voters per category in the list's order (an older snapshot's rows are "other"). */
function invalidatedRows(ata: AtaSnapshot): AtaSnapshot['invalidated'] {
  const by = new Map<string, { voters: number; votes: number }>();
  for (const row of ata.invalidated as { category?: unknown; voters: number; votes: number }[]) {
    const category = isInvalidationCategory(row.category) ? row.category : 'other';
    const sum = by.get(category) ?? { voters: 0, votes: 0 };
    by.set(category, { voters: sum.voters + row.voters, votes: sum.votes + row.votes });
  }
  return INVALIDATION_CATEGORIES.filter((c) => by.has(c)).map((category) => ({
    category,
    ...by.get(category)!,
  }));
}

export const titleSection: AtaSection = (w, ata) => {
  w.title(w.t.title(ata.award === null ? null : oneLine(ata.award)));
  // The ata's version (from version 1 on; atas stored before issue 36 have none).
  if (ata.version !== undefined) {
    w.line(w.t.version(ata.version), { weight: 'bold', size: 11, align: 'center' });
  }
  w.doc.moveDown(0.5);
  w.line(w.t.intro, { align: 'center' });
};

export const windowSection: AtaSection = (w, ata) =>
  w.sect(() => {
    w.heading(w.t.windowHeading);
    w.line(`${w.t.opens}: ${date(ata.opensAt)}`);
    w.line(`${w.t.closes}: ${date(ata.closesAt)}`);
    w.line(`${w.t.published}: ${date(ata.publishedAt)}`);
    // Each reopening after the results were read (issue 36).
    for (const r of ata.reopenings ?? []) {
      w.line(w.t.reopened(formatElectionDate(r.resultsReadAt), formatElectionDate(r.reopenedAt)), {
        weight: 'bold',
      });
    }
  });

export const turnoutSection: AtaSection = (w, ata) =>
  w.sect(() => {
    const invalidated = invalidatedRows(ata).reduce((n, r) => n + r.voters, 0);
    w.heading(w.t.turnoutHeading, 2 * w.lineHeight());
    w.line(w.t.validVoters(ata.registeredVoters, invalidated));
    w.line(`${w.t.voted}: ${ata.votersWhoVoted}`);
  });

export const resultsSection: AtaSection = (w, ata) =>
  w.sect(() => {
    const first = ata.categories[0];
    // The heading stays with the first category's name and its first line.
    const firstHeight = first ? w.heightOf(first.category, { weight: 'bold', size: 11 }) : 0;
    w.heading(w.t.resultsHeading, firstHeight + 2 * w.lineHeight() + 6);
    for (const category of ata.categories) {
      const counted = category.companies.reduce((n, c) => n + c.votes, 0);
      // A short category stays on one page; a long one keeps at least two lines with its name.
      const lines = counted === 0 ? 2 : category.companies.length + 1;
      w.subheading(category.category, Math.min(lines, 12) * w.lineHeight() + 2);
      if (category.companies.length === 0) {
        w.line(w.t.noCompanies, { indent: 12 });
      } else if (counted === 0) {
        w.line(w.t.noVotes, { indent: 12 });
      } else {
        const tied = new Map<number, number>();
        for (const c of category.companies) tied.set(c.rank, (tied.get(c.rank) ?? 0) + 1);
        for (const c of category.companies) {
          const tie = (tied.get(c.rank) ?? 0) > 1 ? ` ${w.t.tie}` : '';
          w.line(`${c.rank}º${tie}  ${oneLine(c.name)} — ${w.t.votes(c.votes)}`, { indent: 12 });
        }
      }
      w.line(w.t.receiptsCount(category.receipts), { indent: 12 });
    }
  });

/** Issue 41 §3: the finalists' nominations and the operator's merges (only with a phase). */
export const nominationsSection: AtaSection = (w, ata) => {
  const nominations = ata.nominations ?? [];
  if (nominations.length === 0) return;
  w.sect(() => {
    const first = nominations[0]!;
    w.heading(
      w.t.nominationsHeading,
      w.heightOf(first.category, { weight: 'bold', size: 11 }) + 2 * w.lineHeight(),
    );
    w.line(w.t.nominationsIntro);
    for (const category of nominations) {
      w.subheading(category.category, 2 * w.lineHeight());
      if (category.finalists.length === 0) w.line(w.t.noFinalists, { indent: 12 });
      for (const f of category.finalists) {
        w.line(`${oneLine(f.name)} — ${w.t.nominationsCount(f.nominations)}`, { indent: 12 });
      }
      for (const merge of category.merges) {
        w.line(w.t.merged(merge.spellings.map(oneLine), oneLine(merge.into)), { indent: 12 });
      }
    }
  });
};

export const invalidatedSection: AtaSection = (w, ata) =>
  w.sect(() => {
    const rows = invalidatedRows(ata);
    w.heading(w.t.invalidatedHeading, 2 * w.lineHeight());
    if (rows.length === 0) w.line(w.t.noInvalidated);
    for (const r of rows) w.line(w.t.invalidatedLine(r.category, r.voters, r.votes));
    if (rows.length > 0) {
      w.doc.moveDown(0.3);
      w.line(w.t.invalidatedNote);
    }
  });

export const integritySection: AtaSection = (w, ata) =>
  w.sect(() => {
    w.heading(w.t.integrityHeading, 2 * w.lineHeight());
    w.line(w.t.integrityLine(ata.integrity));
  });

export const digestsSection: AtaSection = (w, ata) =>
  w.sect(() => {
    w.heading(w.t.digestsHeading, 4 * w.lineHeight());
    w.line(w.t.receiptsDigest);
    w.code(ata.receiptsSha256);
    if (ata.votesSha256) {
      w.line(w.t.votesDigest);
      w.code(ata.votesSha256);
    }
    w.line(w.t.auditHead);
    w.code(ata.auditHead || w.t.emptyAudit);
    w.doc.moveDown(0.5);
    w.line(w.t.howToCheck);
  });

/** Lines for the commission's signatures and names, and for the place and date: one block. */
export const signaturesSection: AtaSection = (w, ata) =>
  w.sect(() => {
    const award = ata.award === null ? null : oneLine(ata.award);
    const one = w.lineHeight();
    const signature = 28 + 3 * one;
    const block = w.heightOf(w.t.signaturesIntro) + w.t.signatures * signature + 24 + 2 * one;
    w.heading(w.t.signaturesHeading(award), block);
    w.line(w.t.signaturesIntro);
    for (let i = 0; i < w.t.signatures; i++) {
      w.doc.moveDown(2.2);
      w.line(w.t.signatureLine);
      w.line(w.t.signatureCaption, { size: 9 });
      w.doc.moveDown(0.4);
      w.line(w.t.signatureName);
    }
    w.doc.moveDown(1.6);
    w.line(w.t.placeAndDate);
  });

/** The sections, in the order printed. */
export const ATA_SECTIONS: AtaSection[] = [
  titleSection,
  windowSection,
  turnoutSection,
  resultsSection,
  nominationsSection,
  invalidatedSection,
  integritySection,
  digestsSection,
  signaturesSection,
];

/** "Página N de M" at every page's foot, marked as a pagination artifact (not read aloud). */
function pageNumbers(doc: Doc): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font(fonts('regular')[0]!.name)
      .fontSize(9)
      .text(ataText.page(i + 1, range.count), MARGIN.left, doc.page.height - 40, {
        align: 'center',
        width: doc.page.width - MARGIN.left - MARGIN.right,
        lineBreak: false,
      });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}

export async function renderAta(ata: AtaSnapshot, stamp: AtaStamp | null = null): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const published = new Date(ata.publishedAt);
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'pt-BR',
    displayTitle: true,
    info: {
      Title: ataText.title(ata.award === null ? null : oneLine(ata.award)),
      Author: ataText.author,
      CreationDate: published,
      ModDate: published,
    },
  });
  for (const weight of ['regular', 'bold'] as const) {
    for (const font of fonts(weight)) doc.registerFont(font.name, font.file);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  const writer = new AtaWriter(doc, root);
  for (const section of ATA_SECTIONS) section(writer, ata);
  root.end();

  stampPages(doc, stamp);
  pageNumbers(doc);
  doc.end();
  return done;
}

/**
 * The mark of an ata that no longer stands, at the top of every page of the copy served for
 * reading (the bytes as published are served unmarked with ?original=1: their SHA-256 is the
 * one published).
 */
function stampPages(doc: Doc, stamp: AtaStamp | null) {
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
    // Outside the structure tree (the text was written before): marked as a page header.
    doc.markContent('Artifact', { type: 'Pagination', attached: ['Top'] });
    doc
      .font(fonts('bold')[0]!.name)
      .fontSize(10)
      .fillColor('#b00020')
      .text(text, MARGIN.left, 22, {
        align: 'center',
        width: doc.page.width - MARGIN.left - MARGIN.right,
        lineBreak: false,
      })
      .fillColor('black');
    doc.endMarkedContent();
    doc.page.margins.top = top;
  }
}
