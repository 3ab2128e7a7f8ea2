import { describe, expect, it } from 'vitest';
import { awardedArchiveName, awardedFileNames, fileSlugOf } from './awarded-files';

describe('awarded photo file names', () => {
  it('slugs keep letters and digits, drop accents and punctuation', () => {
    expect(fileSlugOf('João da Silva')).toBe('joao-da-silva');
    expect(fileSlugOf('  Casamentos 2026 / Ouro!  ')).toBe('casamentos-2026-ouro');
    expect(fileSlugOf('çãé', 2)).toBe('ca');
    expect(fileSlugOf('***')).toBe('');
  });

  it('name each photo by contest, award, rank and participant, in the admin’s language', () => {
    const files = [
      { award: 'awarded' as const, rank: 1, participant: 'João Silva', extension: '.JPG' },
      { award: 'honorable' as const, rank: 12, participant: 'Ana', extension: '.png' },
    ];
    expect(awardedFileNames('Casamentos 2026', files, 'pt')).toEqual([
      'casamentos-2026/premiada-01-joao-silva.jpg',
      'casamentos-2026/mencao-honrosa-12-ana.png',
    ]);
    expect(awardedFileNames('Casamentos 2026', files, 'en')).toEqual([
      'casamentos-2026/awarded-01-joao-silva.jpg',
      'casamentos-2026/honourable-mention-12-ana.png',
    ]);
  });

  it('never gives two photos the same name, and never trusts an odd extension', () => {
    const tied = { award: 'awarded' as const, rank: 2, participant: 'Zefa', extension: '.jpg' };
    expect(awardedFileNames('X', [tied, tied, { ...tied, extension: '.j/../pg' }], 'pt')).toEqual([
      'x/premiada-02-zefa.jpg',
      'x/premiada-02-zefa-2.jpg',
      'x/premiada-02-zefa-3',
    ]);
    expect(awardedFileNames('!!!', [{ ...tied, participant: '…' }], 'en')).toEqual([
      'contest/awarded-02-participant.jpg',
    ]);
  });

  it('names the archive after the contest', () => {
    expect(awardedArchiveName('Casamentos 2026', 'pt')).toBe('jurado-casamentos-2026-premiadas.zip');
    expect(awardedArchiveName('Casamentos 2026', 'en')).toBe('jurado-casamentos-2026-awarded.zip');
  });
});
