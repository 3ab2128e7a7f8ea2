import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { fromBuffer } from 'yauzl';
import { E2E_ADMIN } from '../playwright.config';
import { photoContestWithEntries } from './contest-setup';
import { createJudge, JUDGE_PASSWORD, signedIn, signInThroughForm } from './support';

// On admin Rankings, with a contest chosen, the admin downloads the ZIP of its awarded and
// honourable-mention originals.

function entryNames(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: { fileName: string }) => names.push(entry.fileName));
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
    });
  });
}

test('the Rankings screen downloads the awarded photos of the chosen contest as a ZIP', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const preFilter = await createJudge(admin, 'pre_filter_judge');
  const judge1 = await createJudge(admin, 'photo_judge_1');
  const judge2 = await createJudge(admin, 'photo_judge_2');
  const { contestId, ids, account } = await photoContestWithEntries(baseURL!, admin, {
    titlePrefix: 'Premiadas ZIP ',
    count: 2,
    judges: { preFilterJudgeId: preFilter.id, photoJudge1Id: judge1.id, photoJudge2Id: judge2.id },
  });
  const preFilterApi = await signedIn(baseURL!, { email: preFilter.email, password: JUDGE_PASSWORD });
  const approved = await preFilterApi.post('/api/judge/pre-filter/decisions', {
    data: { ids, status: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  // Scores 9 + 9 (awarded) and 7 + 6 (honourable mention).
  for (const [judge, scores] of [
    [judge1, [9, 7]],
    [judge2, [9, 6]],
  ] as const) {
    const api = await signedIn(baseURL!, { email: judge.email, password: JUDGE_PASSWORD });
    for (const [i, id] of ids.entries()) {
      const res = await api.put(`/api/judge/submissions/${id}/score`, { data: { score: scores[i] } });
      expect(res.status(), await res.text()).toBe(200);
    }
    await api.dispose();
  }

  await page.context().clearCookies();
  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto(`/admin/rankings?contest=${contestId}`);
  await expect(page.getByRole('heading', { name: 'Rankings' })).toBeVisible();
  const button = page.getByRole('link', { name: 'Baixar premiadas (ZIP)' });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^jurado-premiadas-zip-.*-premiadas\.zip$/);
  const names = await entryNames(await readFile(await download.path()));
  const participant = account.username.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  expect(names.map((name) => name.split('/')[1]).sort()).toEqual(
    [`mencao-honrosa-02-${participant}.jpg`, `premiada-01-${participant}.jpg`].sort(),
  );
  await preFilterApi.dispose();
  await admin.dispose();
});
