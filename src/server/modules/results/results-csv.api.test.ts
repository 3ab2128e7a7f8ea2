import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { COMMENT, useResultsWorld } from './results.test-world';

const { t, world, get, listAll } = useResultsWorld();

describe('the CSV export', () => {
  const AWARD_PT: Record<string, string> = {
    awarded: 'Premiada',
    honorable: 'Menção Honrosa',
    not_awarded: 'Não premiada',
  };
  const ptNumber = (n: number | null | undefined) =>
    n === null || n === undefined ? '' : String(n).replace('.', ',');

  async function csv(query: Record<string, string>) {
    const res = await get(`/api/admin/results/submissions.csv?${new URLSearchParams(query)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  }

  it('is UTF-8 with a BOM, an attachment named after the contest, and no-store', async () => {
    const res = await csv({ contestId: world.photoContest });
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="jurado-resultados-casamentos-de-verao-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('parses back, with a real CSV parser, to the rows the API lists, accents intact', async () => {
    const res = await csv({ contestId: world.photoContest, locale: 'pt' });
    const records: Record<string, string>[] = parse(res.rawPayload, {
      bom: true,
      columns: true,
      delimiter: ';',
      skip_empty_lines: true,
    });
    const items = await listAll({ contestId: world.photoContest });
    expect(records.map((r) => r.ID)).toEqual(items.map((i) => i.id));
    for (const [index, item] of items.entries()) {
      const r = records[index];
      expect(r).toMatchObject({
        Concurso: 'Casamentos de Verão',
        Categoria: 'Foto · Casamento',
        'Concurso extra': 'Não',
        Tipo: 'Foto',
        Participante: item.participant.username === '=Ana+Souza' ? "'=Ana+Souza" : item.participant.username,
        Email: item.participant.email,
        'Jurado 1': 'Jurado Foto Um',
        'Nota jurado 1': ptNumber(item.judge1.score),
        'Comentário jurado 1': item.judge1.comment ?? '',
        'Jurado 2': 'Jurada Foto Dois',
        'Nota jurado 2': ptNumber(item.judge2?.score),
        'Nota final': ptNumber(item.finalScore),
        Premiação: item.award ? AWARD_PT[item.award] : '',
        Pago: item.isPaid ? 'Sim' : 'Não',
        'Arquivo ou link': `http://localhost:3000/api/images/${item.id}/original`,
      });
      expect(r['Enviada em']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    }
    const awarded = records.find((r) => r.ID === world.ids.awarded)!;
    expect(awarded.Participante).toBe('João Ção');
    expect(awarded['Comentário jurado 1']).toBe(COMMENT);
    expect(awarded['Áreas para melhorar jurado 2']).toBe('Composição, Luz');
    expect(awarded['Pré-seleção']).toBe('Aprovada');
    expect(records.find((r) => r.ID === world.ids.rejected)!['Pré-seleção']).toBe('Não aprovada');
  });

  it('exports every page, in list order, in English with commas when asked', async () => {
    const res = await csv({ locale: 'en', sort: 'asc' });
    expect(res.headers['content-disposition']).toMatch(/filename="jurado-results-\d{4}-\d{2}-\d{2}\.csv"/);
    const records: Record<string, string>[] = parse(res.rawPayload, { bom: true, columns: true });
    const items = await listAll({ sort: 'asc' });
    expect(records.map((r) => r.ID)).toEqual(items.map((i) => i.id));
    const video = records.find((r) => r.ID === world.ids.video)!;
    expect(video).toMatchObject({
      Category: 'Film',
      Type: 'Film',
      'Pre-filter': '',
      'Judge 1': 'Cineasta Um',
      'Judge 2 score': '7',
      'Final score': '7.5',
      Award: 'Awarded',
      'File or link': 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    const extra = records.find((r) => r.ID === world.ids.extra)!;
    expect(extra).toMatchObject({
      'Extra contest': 'Yes',
      'Judge 2': '',
      'Judge 2 score': '',
      'Judge 2 comment': '',
    });
  });

  it('writes just the header for an empty result, in the caller’s language by default', async () => {
    const res = await csv({ year: '2025' });
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFID;Concurso;Categoria;')).toBe(true);
    expect(text.split('\n').filter(Boolean)).toHaveLength(1);
  });

  it('applies the same filters as the list', async () => {
    const res = await csv({ award: 'awarded' });
    const records: Record<string, string>[] = parse(res.rawPayload, {
      bom: true,
      columns: true,
      delimiter: ';',
    });
    expect(records.map((r) => r.ID)).toEqual([world.ids.awarded, world.ids.video]);
  });

  it('keeps typed text as typed (edge spaces, quotes, line breaks), guards formulas, lists areas in order', async () => {
    await t.app.ctx.db.$client.query(
      `UPDATE submissions SET title = $2, caption = $3, judge1_comment = $4,
         judge1_feedback = ARRAY['originality', 'light']
       WHERE id = $1`,
      [world.ids.honorable, '  Noivos; "ao pôr do sol"  ', '@noiva\nsegunda linha', '-5 pontos'],
    );
    for (const [locale, delimiter] of [
      ['pt', ';'],
      ['en', ','],
    ] as const) {
      const res = await csv({ contestId: world.photoContest, locale });
      const records: string[][] = parse(res.rawPayload, { bom: true, delimiter, from_line: 2 });
      const row = records.find((r) => r[0] === world.ids.honorable)!;
      expect(row.slice(-2)).toEqual(['  Noivos; "ao pôr do sol"  ', "'@noiva\nsegunda linha"]);
      expect(row[10]).toBe("'-5 pontos");
      expect(row[11]).toBe(locale === 'pt' ? 'Luz, Originalidade' : 'Light, Originality');
    }
  });
});
