import { describe, expect, it } from 'vitest';
import { approvalEmail } from './approval.emails';

// An approval email sent after the results are out says so, in the reader's
// language, instead of "you will see the scores when the results are published".

const base = {
  contestId: '00000000-0000-4000-8000-000000000001',
  contestTitle: 'Casamentos 2026',
  category: 'photo' as const,
  userId: 'u1',
  username: 'Ana',
  email: 'ana@example.test',
  entries: 2,
  publicUrl: 'https://jurado.example',
};

describe('approvalEmail', () => {
  it('before publication, says the scores come when results are published', () => {
    const pt = approvalEmail({ ...base, locale: 'pt' });
    expect(pt.text).not.toContain('já foram divulgados');
    const en = approvalEmail({ ...base, locale: 'en', isPublished: false });
    expect(en.text).toContain('when the results are published');
  });

  it('after publication, warns that the results are already out (pt and en)', () => {
    const pt = approvalEmail({ ...base, locale: 'pt', isPublished: true });
    expect(pt.text).toContain('os resultados deste concurso já foram divulgados');
    expect(pt.html).toContain('já foram divulgados');
    const en = approvalEmail({ ...base, locale: 'en', isPublished: true });
    expect(en.text).toContain('have already been published');
    expect(en.text).not.toContain('when the results are published');
  });
});
