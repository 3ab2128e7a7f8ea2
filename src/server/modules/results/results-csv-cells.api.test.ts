import { parse } from 'csv-parse/sync';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { to as copyTo } from 'pg-copy-streams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeCsvCell, formulaGuardSql } from '../../../domain/csv';
import { connectDatabase, type Database } from '../../db/client';
import { sqlLiteral } from '../../db/sql-literal';
import { createTestDatabase } from '../../test/test-app';
import { csvHeader, localDateTimeSql } from './results.csv';

dayjs.extend(utc);
dayjs.extend(timezone);

// The export's cells are written by PostgreSQL: its SQL forms of the project's rules must say what
// the TypeScript ones say (the participant's export uses those), on a real server.
let db: Database;
beforeAll(async () => {
  db = connectDatabase(await createTestDatabase(), { max: 2 });
});
afterAll(async () => {
  await db.$client.end();
});

async function localTimes(instants: number[]): Promise<string[]> {
  const { rows } = await db.$client.query<{ local: string }>(
    `SELECT ${localDateTimeSql('to_timestamp(ms / 1000.0)')} AS local FROM unnest($1::float8[]) WITH ORDINALITY t(ms, n) ORDER BY n`,
    [instants],
  );
  return rows.map((row) => row.local);
}

describe('results CSV cells', () => {
  it('writes instants as São Paulo wall-clock time, across the old daylight-saving changes', async () => {
    const at = (iso: string) => Date.parse(iso);
    expect(
      await localTimes([
        at('2026-03-10T14:05:00.000Z'),
        // 2018-11-04: clocks jumped from 00:00 to 01:00.
        at('2018-11-04T02:59:00.000Z'),
        at('2018-11-04T03:00:00.000Z'),
        // Summer time (UTC−2) in January 2019, none since.
        at('2019-01-15T12:00:00.000Z'),
        at('2026-01-15T12:00:00.000Z'),
      ]),
    ).toEqual([
      '2026-03-10 11:05',
      '2018-11-03 23:59',
      '2018-11-04 01:00',
      '2019-01-15 10:00',
      '2026-01-15 09:00',
    ]);
  });

  it("agrees with Node's time zone database every 7th hour through the daylight-saving years, and today", async () => {
    const instants: number[] = [];
    const add = (from: number, to: number) => {
      for (let ms = from; ms < to; ms += 7 * 60 * 60 * 1000 + 61_000) instants.push(ms);
    };
    add(Date.UTC(2016, 0, 1), Date.UTC(2020, 0, 1));
    add(Date.now() - 400 * 24 * 60 * 60 * 1000, Date.now());
    const expected = instants.map((ms) => dayjs(ms).tz('America/Sao_Paulo').format('YYYY-MM-DD HH:mm'));
    expect(await localTimes(instants)).toEqual(expected);
  });

  it('guards formulas as the domain rule does, and a CSV parser reads back what escapeCsvCell writes', async () => {
    const texts = [
      'Ana',
      '=HYPERLINK("http://x")',
      '+55 11',
      '-1',
      '@user',
      '\tTab',
      '\rCR',
      ' padded ',
      'a;b',
      'a,b',
      'say "hi"',
      'two\nlines',
      "it's",
      'Ção',
      '',
    ];
    for (const delimiter of [';', ',']) {
      const values = texts.map((text, n) => `(${sqlLiteral(text)}, ${n})`).join(', ');
      const client = await db.$client.connect();
      const copy = client.query(
        copyTo(
          `COPY (SELECT ${formulaGuardSql('t.text')} AS cell, t.n FROM (VALUES ${values}) t(text, n)) TO STDOUT WITH (FORMAT csv, DELIMITER ${sqlLiteral(delimiter)}, FORCE_QUOTE (cell))`,
        ),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of copy) chunks.push(chunk as Buffer);
      client.release();
      const fromSql = parse(Buffer.concat(chunks), { delimiter }) as string[][];
      const fromDomain = parse(
        texts.map((text, n) => `${escapeCsvCell(text, delimiter)}${delimiter}${n}`).join('\n'),
        {
          delimiter,
        },
      ) as string[][];
      expect(fromSql).toEqual(fromDomain);
    }
  });

  it('separates Portuguese headers with semicolons and English ones with commas, LF line ends', () => {
    expect(csvHeader('pt').startsWith('ID;Concurso;Categoria;')).toBe(true);
    expect(csvHeader('en').startsWith('ID,Contest,Category,')).toBe(true);
    expect(csvHeader('en').endsWith(',Caption\n')).toBe(true);
  });
});
