import { describe, expect, it } from 'vitest';
import { CONTEST_TIME_ZONE } from '../../domain/contest-dates';
import {
  formatBytes,
  formatDate,
  formatDay,
  formatInstant,
  formatMoney,
  formatNumber,
  formatScore,
} from './format';

describe('the shared screen formatter', () => {
  it('prints scores with one decimal in the reader’s conventions', () => {
    expect(formatScore(8, 'pt')).toBe('8,0');
    expect(formatScore(7.5, 'pt')).toBe('7,5');
    expect(formatScore(8, 'en')).toBe('8.0');
    expect(formatScore(null, 'pt')).toBe('–');
    expect(formatNumber(1234.5, 'pt', 1)).toBe('1.234,5');
  });

  it('shows instants in São Paulo whatever the browser’s time zone (the CSV’s zone)', () => {
    expect(CONTEST_TIME_ZONE).toBe('America/Sao_Paulo');
    // 02:30 UTC is 23:30 of the day before in São Paulo (UTC−3).
    const shown = formatInstant('2026-03-11T02:30:00.000Z', 'pt', { numericDate: true });
    expect(shown).toContain('10/03/2026');
    expect(shown).toContain('23:30');
    expect(shown).toMatch(/BRT|GMT-3/);
    expect(formatInstant('2026-03-11T02:30:00.000Z', 'en')).toMatch(/10 Mar 2026, 23:30 (BRT|GMT-3)/);
  });

  it('never moves a contest day', () => {
    expect(formatDay('2026-03-10', 'pt')).toMatch(/^10/);
  });
});

describe('dates, prices and sizes', () => {
  it('gives the São Paulo day of an instant, not the browser’s', () => {
    expect(formatDate('2026-03-11T02:30:00.000Z', 'pt', { numeric: true })).toBe('10/03/2026');
    expect(formatDate('2026-03-11T02:30:00.000Z', 'en')).toBe('10 Mar 2026');
  });

  it('writes a day beside a month name without a leading zero, as the rest of the app does', () => {
    expect(formatDate('2026-12-05T15:00:00.000Z', 'pt')).toBe('5 de dez. de 2026');
    expect(formatDate('2026-12-05T15:00:00.000Z', 'en')).toBe('5 Dec 2026');
    expect(formatDay('2026-12-05', 'pt')).toBe('5 de dez. de 2026');
    expect(formatDay('2026-12-05', 'en')).toBe('5 Dec 2026');
    expect(formatInstant('2026-12-05T15:00:00.000Z', 'en')).toMatch(/^5 Dec 2026, 12:00/);
    // A numeric date keeps its two digits.
    expect(formatDate('2026-12-05T15:00:00.000Z', 'pt', { numeric: true })).toBe('05/12/2026');
  });

  it('writes prices in the reader’s conventions', () => {
    expect(formatMoney(150, 'BRL', 'pt')).toMatch(/^R\$\s150,00$/);
    expect(formatMoney(150, 'USD', 'en')).toBe('US$150.00');
  });

  it('writes file sizes in binary units with one decimal below ten', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(3.5 * 1024 * 1024, 'pt')).toBe('3,5 MB');
    expect(formatBytes(40 * 1024 * 1024, 'en')).toBe('40 MB');
  });
});
