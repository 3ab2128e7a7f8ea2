import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { OverallPage } from '../api/types';
import en from '../i18n/en.json';
import pt from '../i18n/pt.json';
import { entryName } from '../../../../domain/entry-name';
import { overallCsvRows as csvRows } from './overall-csv';

const nameOf = (e: { title: string | null; kind: 'photo' | 'video'; number: number }) =>
  entryName(e, (kind, n) => `${kind === 'photo' ? 'Foto' : 'Filme'} ${n}`);
const overallCsvRows = (...args: [OverallPage, Parameters<typeof csvRows>[1], string]) =>
  csvRows(...args, nameOf);

const i18n = i18next.createInstance();
void i18n.init({
  resources: { pt: { submissions: pt }, en: { submissions: en } },
  lng: 'pt',
  initAsync: false,
  interpolation: { escapeValue: false },
});

const page: OverallPage = {
  contest: {
    id: 'c1',
    title: 'Casamentos',
    category: 'photo',
    photoCategory: 'wedding',
    isExtra: false,
    showSubmissions: true,
    showEvaluations: true,
    showPreFilterResults: true,
    startDay: '2026-03-01',
    endDay: '2026-03-10',
    resultDay: '2026-04-01',
    deadline: '2026-03-11T03:00:00.000Z',
    hasEnded: true,
  },
  items: [
    {
      id: 'a',
      kind: 'photo',
      createdAt: '2026-03-05T15:00:00.000Z',
      username: 'ana',
      title: 'O primeiro olhar',
      number: 1,
      isMine: false,
      image: null,
      video: null,
      preFilterStatus: 'approved',
      evaluation: { finalScore: 7.5, award: 'awarded', judge1Score: 8, judge2Score: 7, adjudication: null },
    },
    {
      id: 'b',
      kind: 'photo',
      createdAt: '2026-03-06T15:00:00.000Z',
      username: 'bia',
      title: null,
      number: 2,
      isMine: true,
      image: null,
      video: null,
      preFilterStatus: 'pending',
      evaluation: { finalScore: null, award: null, judge1Score: null, judge2Score: null, adjudication: null },
    },
  ],
  total: 52,
  page: 2,
  pageSize: 50,
};

describe('Overall Scores CSV', () => {
  it('writes statuses as an entry’s label, empty cells for missing scores, and the title (pt)', () => {
    const rows = overallCsvRows(page, i18n.getFixedT('pt', 'submissions'), 'pt');
    expect(rows[0]).toEqual([
      'Nº',
      'Participante',
      'Tipo',
      'Título',
      'Status',
      'Jurado 1',
      'Jurado 2',
      'Desempate',
      'Nota final',
      'Premiação',
      'Enviada em',
    ]);
    expect(rows[1]).toEqual([
      51,
      'ana',
      'Foto',
      'O primeiro olhar',
      'Aprovada',
      '8,0',
      '7,0',
      '',
      '7,5',
      'Premiada',
      '05/03/2026',
    ]);
    expect(rows[2]).toEqual([
      52,
      'bia',
      'Foto',
      'Foto 2',
      'Aguardando votação',
      '',
      '',
      '',
      '',
      '',
      '06/03/2026',
    ]);
    expect(rows.flat()).not.toContain('–');
    expect(rows.flat()).not.toContain('Aprovadas');
  });

  it('speaks English with dots, and leaves out what the contest hides', () => {
    const hidden = {
      ...page,
      contest: { ...page.contest, showEvaluations: false, showPreFilterResults: false },
    };
    const rows = overallCsvRows(hidden, i18n.getFixedT('en', 'submissions'), 'en');
    expect(rows[0]).toEqual(['#', 'Participant', 'Type', 'Title', 'Submitted']);
    expect(rows[1]).toEqual([51, 'ana', 'Photo', 'O primeiro olhar', '2026-03-05']);
    const shown = overallCsvRows(page, i18n.getFixedT('en', 'submissions'), 'en');
    expect(shown[1]).toEqual([
      51,
      'ana',
      'Photo',
      'O primeiro olhar',
      'Approved',
      '8.0',
      '7.0',
      '',
      '7.5',
      'Awarded',
      '2026-03-05',
    ]);
  });

  it("gives an adjudicated entry the adjudicator's score beside the judges'", () => {
    const [entry] = page.items;
    const adjudicated = {
      ...page,
      items: [
        {
          ...entry,
          evaluation: {
            finalScore: 9.5,
            award: 'awarded' as const,
            judge1Score: 10,
            judge2Score: 3,
            adjudication: { score: 9, replaced: 'judge2' as const },
          },
        },
      ],
    };
    const rows = overallCsvRows(adjudicated, i18n.getFixedT('en', 'submissions'), 'en');
    expect(rows[0]).toContain('Adjudication');
    expect(rows[1].slice(5, 9)).toEqual(['10.0', '3.0', '9.0', '9.5']);
  });

  it("fills a film's Status, which has no pre-filter, instead of leaving it empty (pt and en)", () => {
    const films: OverallPage = {
      ...page,
      contest: { ...page.contest, category: 'video', photoCategory: null },
      items: [
        {
          ...page.items[0],
          kind: 'video',
          preFilterStatus: undefined,
          evaluation: { finalScore: 8, award: 'awarded', judge1Score: 8, judge2Score: 8, adjudication: null },
        },
      ],
    };
    expect(overallCsvRows(films, i18n.getFixedT('pt', 'submissions'), 'pt')[1][4]).toBe(
      'Sem pré-filtro (filme)',
    );
    expect(overallCsvRows(films, i18n.getFixedT('en', 'submissions'), 'en')[1][4]).toBe(
      'No pre-filter (film)',
    );
  });
});
