import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { FeedbackPack } from '../../../contract/participant';
import { translatorFor } from '../../i18n';
import { feedbackPdf } from './feedback-pdf';

function packOf(entries: number): FeedbackPack {
  return {
    items: [
      {
        contest: {
          id: 'c',
          title: 'Casamentos 2026 🎉',
          category: 'photo',
          photoCategory: 'wedding',
          isExtra: false,
        },
        average: 6.5,
        entries: Array.from({ length: entries }, (_, index) => ({
          id: `e${index}`,
          title: index % 2 ? null : `Foto ${index}`,
          kind: 'photo' as const,
          number: index + 1,
          finalScore: 7.5,
          award: 'awarded' as const,
          percentile: 80,
          judges: [
            { side: 1 as const, comment: 'Muito bom. '.repeat(80), areas: ['light' as const] },
            { side: 2 as const, comment: null, areas: [] },
          ],
        })),
      },
    ],
  };
}

describe('the feedback pack PDF', () => {
  it('stays one page however many entries and however long the comments', async () => {
    for (const count of [0, 1, 40]) {
      const bytes = await feedbackPdf(packOf(count), {
        locale: 'pt',
        username: 'ana',
        association: 'Associação',
        t: (key, options) => translatorFor('pt')(key, options),
      });
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    }
  });
});
