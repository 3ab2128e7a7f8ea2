import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import { encodable } from '../../lib/pdf-text';

// The printable certificate, made with pdf-lib (a kept, pure-JavaScript PDF library). Its standard
// fonts speak WinAnsi (Latin-1 and a few more), which covers Portuguese; anything else a participant
// typed (an emoji in a title) is replaced rather than failing the PDF.

export type CertificateText = {
  heading: string;
  presentedTo: string;
  username: string;
  recognition: string;
  entry: string;
  contest: string;
  category: string;
  date: string;
  association: string;
  verifyLine: string;
};

/** An A4 landscape certificate; `thumbnail` is a JPEG of the photo (null for a video). */
export async function certificatePdf(text: CertificateText, thumbnail: Buffer | null): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${text.heading} — ${text.contest}`);
  pdf.setAuthor(text.association);
  pdf.setCreator('Jurado');
  const page = pdf.addPage([842, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const gold = rgb(0.72, 0.53, 0.04);
  const ink = rgb(0.13, 0.13, 0.16);
  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: gold, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: 774, height: 527, borderColor: gold, borderWidth: 1 });

  const hasImage = thumbnail !== null;
  const textWidth = hasImage ? 470 : 774;
  const left = 60;
  const centre = (font: PDFFont, value: string, size: number) =>
    hasImage ? left : 421 - font.widthOfTextAtSize(value, size) / 2;
  let y = 500;
  const line = (value: string, font: PDFFont, size: number, color = ink, gap = 14) => {
    let safe = encodable(font, value);
    while (safe.length > 1 && font.widthOfTextAtSize(safe, size) > textWidth) safe = `${safe.slice(0, -2)}…`;
    safe = encodable(font, safe);
    page.drawText(safe, { x: centre(font, safe, size), y, size, font, color });
    y -= size + gap;
  };
  line(text.association, bold, 16, gold, 26);
  line(text.heading, bold, 34, ink, 24);
  line(text.presentedTo, regular, 14, ink, 10);
  line(text.username, bold, 26, ink, 24);
  line(text.recognition, bold, 22, gold, 18);
  if (text.entry) line(text.entry, regular, 14, ink, 12);
  line(text.contest, bold, 16, ink, 10);
  line(text.category, regular, 13, ink, 10);
  line(text.date, regular, 13, ink, 30);
  line(text.verifyLine, regular, 9, rgb(0.3, 0.3, 0.35), 0);

  if (thumbnail) {
    const image = await pdf.embedJpg(thumbnail);
    const box = 250;
    const scale = Math.min(box / image.width, box / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    page.drawImage(image, { x: 550 + (box - width) / 2, y: 170 + (box - height) / 2, width, height });
  }
  return Buffer.from(await pdf.save());
}
