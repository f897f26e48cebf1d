/**
 * npx tsx scripts/make-contract-pdfs.ts
 * Writes the two sample employment agreements offered for download:
 * public/contracts/sample-nanny-contract.pdf and
 * public/contracts/sample-senior-care-contract.pdf.
 * Built-in Helvetica fonts only, so nothing is downloaded; the brand name
 * comes from pages-config/site.json. Re-run after changing the text in
 * scripts/contracts/content.ts.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import PDFDocument from 'pdfkit';
import { BLANK, BRAND, NOTICE, ROOT, nanny, senior, type Contract } from './contracts/content';

const INK = '#1f2a27';
const ACCENT = '#2f6f5e';
const MUTED = '#5b6661';
const NOTICE_FILL = '#f4efe6';

function render(contract: Contract): Promise<void> {
  const target = resolve(ROOT, contract.file);
  mkdirSync(dirname(target), { recursive: true });
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 64, bottom: 72, left: 64, right: 64 },
    bufferPages: true,
    info: {
      Title: contract.title,
      Author: BRAND,
      Subject: 'Sample household employment agreement (not legal advice)',
      Keywords: 'sample contract, household employee, caregiver, nanny',
      // A fixed date keeps the file stable when the script is re-run.
      CreationDate: new Date('2026-01-01T00:00:00Z'),
    },
  });
  const done = new Promise<void>((resolveDone, reject) => {
    const stream = createWriteStream(target);
    stream.on('finish', () => resolveDone());
    stream.on('error', reject);
    doc.pipe(stream);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottomLimit = () => doc.page.height - doc.page.margins.bottom;
  const ensureSpace = (height: number) => {
    if (doc.y + height > bottomLimit()) doc.addPage();
  };

  // Title block
  doc.font('Helvetica-Bold').fontSize(9).fillColor(ACCENT).text(BRAND.toUpperCase(), left, doc.y);
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(contract.title, { width });
  doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(contract.subtitle, { width });
  doc.moveDown(0.8);

  // Notice box
  doc.font('Helvetica-Bold').fontSize(9);
  const noticeHeight = doc.heightOfString(NOTICE, { width: width - 24, lineGap: 2 }) + 20;
  const boxTop = doc.y;
  doc.save().roundedRect(left, boxTop, width, noticeHeight, 4).fillAndStroke(NOTICE_FILL, ACCENT).restore();
  doc.fillColor(INK).text(NOTICE, left + 12, boxTop + 10, { width: width - 24, lineGap: 2 });
  doc.x = left;
  doc.y = boxTop + noticeHeight + 14;

  doc.font('Helvetica').fontSize(10).fillColor(INK).text(contract.intro, left, doc.y, { width, lineGap: 2 });
  doc.moveDown(0.8);

  contract.sections.forEach((section, index) => {
    ensureSpace(60);
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(ACCENT)
      .text(`${index + 1}. ${section.heading}`, left, doc.y, { width });
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    for (const paragraph of section.body) {
      if (paragraph.startsWith('- ')) {
        const bulletY = doc.y;
        doc.text('\u2022', left + 8, bulletY, { lineBreak: false });
        doc.text(paragraph.slice(2), left + 22, bulletY, { width: width - 22, lineGap: 2 });
      } else {
        doc.text(paragraph, left, doc.y, { width, lineGap: 2 });
      }
      doc.moveDown(0.4);
    }
    doc.moveDown(0.5);
  });

  // Signatures: kept together on one page.
  const signatureHeight = 40 + contract.signatures.length * 58;
  ensureSpace(signatureHeight);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(ACCENT)
    .text(`${contract.sections.length + 1}. Signatures`, left, doc.y, { width });
  doc.moveDown(0.3);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(
      'By signing, each party confirms they have read, understood and received a copy of this agreement.',
      left,
      doc.y,
      { width },
    );
  doc.moveDown(1.6);
  for (const signer of contract.signatures) {
    const y = doc.y + 14;
    doc.save().strokeColor(INK).lineWidth(0.7);
    doc
      .moveTo(left, y)
      .lineTo(left + width * 0.58, y)
      .stroke();
    doc
      .moveTo(left + width * 0.66, y)
      .lineTo(left + width, y)
      .stroke();
    doc.restore();
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
    doc.text(`Signature: ${signer}`, left, y + 4, { width: width * 0.58 });
    doc.text('Date', left + width * 0.66, y + 4, { width: width * 0.34 });
    doc.text('Printed name: ' + BLANK, left, doc.y + 8, { width: width * 0.58 });
    doc.fillColor(INK);
    doc.y += 14;
  }

  // Running footer on every page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footerY = doc.page.height - 46;
    doc
      .save()
      .strokeColor('#d5d9d7')
      .lineWidth(0.5)
      .moveTo(left, footerY - 8)
      .lineTo(left + width, footerY - 8)
      .stroke()
      .restore();
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(`${contract.title} - sample from ${BRAND}, not legal advice`, left, footerY, {
      width: width * 0.75,
      lineBreak: false,
    });
    doc.text(`Page ${i + 1} of ${range.count}`, left, footerY, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }

  doc.end();
  return done;
}

async function main(): Promise<void> {
  for (const contract of [nanny, senior]) {
    await render(contract);
    console.log(`make-contract-pdfs: wrote ${contract.file}`);
  }
}

void main();
