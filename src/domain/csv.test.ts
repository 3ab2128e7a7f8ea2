import { describe, expect, it } from 'vitest';
import { escapeCsvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(toCsv([['Ana', 7.5, 10]])).toBe('Ana,7.5,10\r\n');
  });

  it('quotes fields with the delimiter, quotes or line breaks, doubling inner quotes', () => {
    expect(escapeCsvCell('a,b', ',')).toBe('"a,b"');
    expect(escapeCsvCell('say "hi"', ',')).toBe('"say ""hi"""');
    expect(escapeCsvCell('two\nlines', ',')).toBe('"two\nlines"');
    expect(escapeCsvCell('cr\rhere', ',')).toBe('"cr\rhere"');
    expect(escapeCsvCell(' padded ', ',')).toBe('" padded "');
  });

  it('quotes by the delimiter in use: a semicolon file keeps commas bare', () => {
    expect(escapeCsvCell('7,5', ';')).toBe('7,5');
    expect(escapeCsvCell('a;b', ';')).toBe('"a;b"');
    expect(toCsv([['x', '7,5']], ';')).toBe('x;7,5\r\n');
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    expect(escapeCsvCell('=HYPERLINK("http://x")', ',')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(escapeCsvCell('+55', ',')).toBe("'+55");
    expect(escapeCsvCell('@user', ',')).toBe("'@user");
    expect(escapeCsvCell(-1, ',')).toBe('-1');
  });

  it('writes empty cells for null and undefined, and keeps accents', () => {
    expect(toCsv([[null, undefined, 'São Paulo']])).toBe(',,São Paulo\r\n');
  });
});
