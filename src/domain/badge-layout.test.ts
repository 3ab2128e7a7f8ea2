import { describe, expect, it } from 'vitest';
import { badgeLayout, fitBlock, freeWidthAt } from './badge-layout';

const layout = (label: string, contest = 'Concurso Nacional de Fotografia de Casamento 2026') =>
  badgeLayout({ association: 'Associação Foto Noivas', label, contest, year: '2026' });

describe('badge layout', () => {
  it('keeps a short label on one line at full size', () => {
    expect(layout('Prêmio').label).toEqual([expect.objectContaining({ text: 'PRÊMIO', size: 22 })]);
    expect(layout('Award').label).toHaveLength(1);
  });

  it('puts a long label on two even lines rather than past the ring', () => {
    expect(layout('Honourable Mention').label.map((l) => l.text)).toEqual(['HONOURABLE', 'MENTION']);
    expect(layout('Menção Honrosa').label.map((l) => l.text)).toEqual(['MENÇÃO', 'HONROSA']);
  });

  it('gives the contest name two lines and never less than 13 units (8.7 px at 160 px)', () => {
    const lines = layout('Award', 'Concurso Nacional de Fotografia 2026').contest;
    expect(lines.length).toBeLessThanOrEqual(2);
    for (const line of lines) expect(line.size).toBeGreaterThanOrEqual(13);
    expect(lines.map((l) => l.text).join(' ')).toBe('Concurso Nacional de Fotografia 2026');
  });

  it('cuts a very long contest name with an ellipsis instead of overflowing', () => {
    const lines = layout('Award', 'Um concurso com um nome muito longo '.repeat(4)).contest;
    expect(lines).toHaveLength(2);
    expect(lines[1].text.endsWith('…')).toBe(true);
  });

  it('has less room near the top and bottom of the circle than across its middle', () => {
    expect(freeWidthAt(120, 20)).toBeGreaterThan(freeWidthAt(70, 20));
    expect(freeWidthAt(20, 20)).toBe(0);
  });

  it('lays every line out in order, without overlapping blocks', () => {
    const { association, label, contest, year } = layout('Honourable Mention');
    const ys = [...association, ...label, ...contest, ...year].map((l) => l.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    expect(
      fitBlock('2026', { centerY: 192, maxSize: 22, minSize: 14, maxLines: 1, bold: true }),
    ).toHaveLength(1);
  });
});
