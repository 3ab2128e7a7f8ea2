import { describe, expect, it } from 'vitest';
import { csvHeader, localDateTime } from './results.csv';

describe('results CSV cells', () => {
  it('writes instants as São Paulo wall-clock time, across the old daylight-saving changes', () => {
    expect(localDateTime('2026-03-10T14:05:00.000Z')).toBe('2026-03-10 11:05');
    // 2018-11-04: clocks jumped from 00:00 to 01:00.
    expect(localDateTime('2018-11-04T02:59:00.000Z')).toBe('2018-11-03 23:59');
    expect(localDateTime('2018-11-04T03:00:00.000Z')).toBe('2018-11-04 01:00');
    // Summer time (UTC−2) in January 2019, none since.
    expect(localDateTime('2019-01-15T12:00:00.000Z')).toBe('2019-01-15 10:00');
    expect(localDateTime('2026-01-15T12:00:00.000Z')).toBe('2026-01-15 09:00');
  });

  it('separates Portuguese headers with semicolons and English ones with commas', () => {
    expect(csvHeader('pt').startsWith('ID;Concurso;Categoria;')).toBe(true);
    expect(csvHeader('en').startsWith('ID,Contest,Category,')).toBe(true);
    expect(csvHeader('en').endsWith('\r\n')).toBe(true);
  });
});
