import type { PDFFont } from 'pdf-lib';

/** `text` as the font can write it: a character it has no glyph for becomes '?', never an error. */
export function encodable(font: PDFFont, text: string): string {
  let out = '';
  for (const char of text) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += '?';
    }
  }
  return out;
}
