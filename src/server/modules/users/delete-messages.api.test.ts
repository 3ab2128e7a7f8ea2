import { createInstance, type TFunction } from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contestsEn from '../../../web/features/contests/i18n/en.json';
import contestsPt from '../../../web/features/contests/i18n/pt.json';
import packagesEn from '../../../web/features/packages/i18n/en.json';
import packagesPt from '../../../web/features/packages/i18n/pt.json';
import submissionsEn from '../../../web/features/submissions/i18n/en.json';
import submissionsPt from '../../../web/features/submissions/i18n/pt.json';
import usersEn from '../../../web/features/users/i18n/en.json';
import usersPt from '../../../web/features/users/i18n/pt.json';
import commonEn from '../../../web/i18n/en.json';
import signedInErrorsEn from '../../../web/i18n/errors/en.json';
import commonPt from '../../../web/i18n/pt.json';
import signedInErrorsPt from '../../../web/i18n/errors/pt.json';
import { expectRefused } from '../../test/api';
import { createContest, createSubmission, createUser, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { participantWithScoredEntry } from './users.test-support';

// What an admin reads when a deletion is refused, and what a confirmation says it
// will destroy. Each refusal is produced through the API and read in both languages as the screen
// shows it (errors.<CODE>), so a message that blames the wrong person or only says "try again" fails.

/**
 * The common catalog as a signed-in screen has it (the web adds web/i18n/errors to it), built as a new
 * object: the test workers share imported modules, so the catalogs must not be changed in place.
 */
const withSignedInErrors = (common: { errors: object }, signedIn: { errors: object }) => ({
  ...common,
  errors: { ...common.errors, ...signedIn.errors },
});

let t: TestApp;
let cookie: string;
const translators: Record<'pt' | 'en', TFunction> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, await createUser(t.app, { role: 'admin' }));
  for (const lng of ['pt', 'en'] as const) {
    const i18n = createInstance();
    await i18n.init({
      lng,
      resources: {
        pt: {
          common: withSignedInErrors(commonPt, signedInErrorsPt),
          contests: contestsPt,
          users: usersPt,
          submissions: submissionsPt,
          packages: packagesPt,
        },
        en: {
          common: withSignedInErrors(commonEn, signedInErrorsEn),
          contests: contestsEn,
          users: usersEn,
          submissions: submissionsEn,
          packages: packagesEn,
        },
      },
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
    translators[lng] = i18n.t;
  }
});
afterAll(async () => {
  await t.close();
});

const del = (url: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie } });

/** What the admin's screen shows for a refusal, in both languages. */
function shown(code: string) {
  return { pt: translators.pt(`errors.${code}`), en: translators.en(`errors.${code}`) };
}

function expectActionable(message: { pt: string; en: string }) {
  expect(message.pt).not.toMatch(/^errors\./);
  expect(message.en).not.toMatch(/^errors\./);
  expect(message.pt).not.toMatch(/^\s*(por favor,?\s*)?tente novamente/i);
  expect(message.en).not.toMatch(/^\s*(please\s*)?try again/i);
}

describe('refused deletions say why', () => {
  it('a participant whose entries were scored: the message is about their entries, not about judging', async () => {
    const participant = await participantWithScoredEntry(t.app);
    const res = await del(`/api/admin/users/${participant.id}`);
    expectRefused(res, 409, 'USER_HAS_JUDGED_WORK');
    expect(res.json().message).not.toMatch(/has (already )?(evaluated|judged) entries/i);
    const message = shown('USER_HAS_JUDGED_WORK');
    expectActionable(message);
    expect(message.en).not.toMatch(/this user has already evaluated/i);
    expect(message.en).toMatch(/participant.*entries.*scored/i);
    expect(message.pt).toMatch(/inscrições deste participante já foram avaliadas/i);
  });

  it('a judge still judging, oneself, an unknown user: each refusal has its own actionable message', async () => {
    const judge = await createUser(t.app, { role: 'photo_judge_1' });
    await createContest(t.app, { photoJudge1Id: judge.id });
    const assigned = await del(`/api/admin/users/${judge.id}`);
    expect(assigned.json().code).toBe('USER_IS_ASSIGNED_JUDGE');
    expectActionable(shown('USER_IS_ASSIGNED_JUDGE'));

    const me = await t.app.inject({ url: '/api/me', headers: { cookie } });
    const self = await del(`/api/admin/users/${me.json().id ?? me.json().user?.id}`);
    expect(self.json().code).toBe('CANNOT_DELETE_SELF');
    expectActionable(shown('CANNOT_DELETE_SELF'));

    const unknown = await del('/api/admin/users/nobody-here');
    expect(unknown.statusCode).toBe(404);
    expectActionable(shown('NOT_FOUND'));
  });

  it('no delete failure message on the admin and participant screens begins with "try again"', () => {
    for (const key of [
      'contests:contests.deleteError',
      'users:users.deleteError',
      'submissions:submissions.deleteError',
    ]) {
      expectActionable({ pt: translators.pt(key), en: translators.en(key) });
    }
  });
});

describe('confirmations name what they destroy', () => {
  it('a contest: its title and its real number of entries', async () => {
    const participant = await createUser(t.app);
    const contest = await createContest(t.app, { title: 'Casamentos Prata' });
    for (let i = 0; i < 3; i++)
      await createSubmission(t.app, { contestId: contest.id, userId: participant.id });
    const list = await t.app.inject({ url: '/api/admin/contests?page=1', headers: { cookie } });
    const row = list.json().items.find((c: { id: string }) => c.id === contest.id);
    expect(row.submissionCount).toBe(3);
    const args = { title: row.title, count: row.submissionCount };
    expect(translators.pt('contests:contests.deleteConfirmEntries', args)).toContain(
      'Excluir o concurso “Casamentos Prata” e as suas 3 inscrições',
    );
    expect(translators.en('contests:contests.deleteConfirmEntries', args)).toContain(
      'Delete the contest “Casamentos Prata” and its 3 entries',
    );
  });

  it('a user, a participant’s own entry and a package: each is named', () => {
    expect(translators.pt('users:users.deleteConfirm', { name: 'zefa' })).toContain('“zefa”');
    expect(translators.en('users:users.deleteConfirm', { name: 'zefa' })).toContain('“zefa”');
    const entry = { name: '“Noivos”', contest: 'Casamentos Prata' };
    expect(translators.pt('submissions:submissions.deleteWhatPhoto', entry)).toContain(
      'foto “Noivos” do concurso “Casamentos Prata”',
    );
    expect(translators.en('submissions:submissions.deleteWhatVideo', entry)).toContain(
      'film “Noivos” in the contest “Casamentos Prata”',
    );
    // The spec's own question stays first, word for word.
    expect(translators.pt('submissions:submissions.deleteConfirm')).toBe(
      'Tem certeza de que deseja excluir esta inscrição?',
    );
    expect(translators.en('submissions:submissions.deleteConfirm')).toBe(
      'Are you sure you want to delete this submission?',
    );
    expect(translators.pt('packages:packages.deleteConfirmPhoto', { count: 5 })).toContain(
      'pacote de fotos de 5 itens',
    );
    expect(translators.en('packages:packages.deleteConfirmVideo', { count: 1 })).toContain(
      'film package of 1 item?',
    );
  });
});
