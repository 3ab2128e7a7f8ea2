import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { csvHeader, localDateTime, localDateTimeOfMs } from './results.csv';

dayjs.extend(utc);
dayjs.extend(timezone);

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

  it('agrees with the time zone database every 7th hour through the daylight-saving years, and today', () => {
    const check = (from: number, to: number) => {
      for (let ms = from; ms < to; ms += 7 * 60 * 60 * 1000 + 61_000) {
        expect(localDateTimeOfMs(ms), new Date(ms).toISOString()).toBe(
          dayjs(ms).tz('America/Sao_Paulo').format('YYYY-MM-DD HH:mm'),
        );
      }
    };
    check(Date.UTC(2016, 0, 1), Date.UTC(2020, 0, 1));
    check(Date.now() - 400 * 24 * 60 * 60 * 1000, Date.now());
  });

  it('separates Portuguese headers with semicolons and English ones with commas', () => {
    expect(csvHeader('pt').startsWith('ID;Concurso;Categoria;')).toBe(true);
    expect(csvHeader('en').startsWith('ID,Contest,Category,')).toBe(true);
    expect(csvHeader('en').endsWith('\r\n')).toBe(true);
  });
});
