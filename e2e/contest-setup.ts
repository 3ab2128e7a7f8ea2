import { expect, type APIRequestContext } from '@playwright/test';
import { contestFormBody } from '../src/server/test/contest-form';
import {
  dayFromToday,
  givePaymentLinks,
  signedIn,
  solidJpeg,
  uniqueName,
  signUpParticipant,
} from './support';

/**
 * A photo contest made by the admin through the API, with `count` distinct photos sent by a new
 * participant (paid). `judges` are the contest's judge ids. Returns the contest, the entries' ids and
 * the participant's account.
 */
export async function photoContestWithEntries(
  baseURL: string,
  admin: APIRequestContext,
  options: {
    titlePrefix: string;
    count: number;
    judges: { preFilterJudgeId?: string; photoJudge1Id?: string; photoJudge2Id?: string };
    participant?: Record<string, unknown>;
    /** The photos' longer side in pixels (900 unless given). */
    size?: number;
  },
) {
  await givePaymentLinks(baseURL);
  const title = uniqueName(options.titlePrefix);
  const created = await admin.post('/api/admin/contests', {
    data: {
      title,
      category: 'photo',
      photoCategory: 'wedding',
      startDay: dayFromToday(-1),
      endDay: dayFromToday(7),
      resultDay: dayFromToday(14),
      ...options.judges,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = (await created.json()).id as string;

  const { ids, account } = await sendPhotos(baseURL, contestId, options);
  return { title, contestId, ids, account };
}

/** A new participant (paid) sends `count` distinct photos to the contest, at most 10 a request. */
export async function sendPhotos(
  baseURL: string,
  contestId: string,
  options: { count: number; participant?: Record<string, unknown>; size?: number },
) {
  const account = await signUpParticipant(baseURL, options.participant ?? {});
  const participant = await signedIn(baseURL, account);
  const packages = await (await participant.get('/api/packages?category=photo')).json();
  const list = (Array.isArray(packages) ? packages : packages.items) as { id: string; items: number }[];
  const fitting = list.filter((p) => p.items >= options.count).sort((a, b) => a.items - b.items);
  // Distinct colours: the same file twice in one contest is refused. At most 10 photos a request.
  const seed = Math.floor(Math.random() * 200);
  const ids: string[] = [];
  for (let start = 0; start < options.count; start += 10) {
    const upload = new FormData();
    upload.append('packageId', fitting[0].id);
    upload.append('currency', 'BRL');
    upload.append('paymentConfirmed', 'true');
    for (let i = start; i < Math.min(options.count, start + 10); i++) {
      const color = { r: (seed + 37 * i) % 256, g: (90 + 53 * i) % 256, b: (seed * 3 + 71 * i) % 256 };
      const jpeg = await solidJpeg(color, options.size ?? 900, Math.round(((options.size ?? 900) * 2) / 3));
      upload.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `p${i}.jpg`);
    }
    const sent = await participant.post(`/api/participant/contests/${contestId}/photos`, {
      multipart: upload,
    });
    expect(sent.status(), await sent.text()).toBe(201);
    ids.push(...((await sent.json()).items as { id: string }[]).map((s) => s.id));
  }
  await participant.dispose();
  return { ids, account };
}

/**
 * Publishes a contest's results through the API as the admin's form would: the contest saved as it is
 * with evaluations shown, the publish checklist confirmed (judges score before publication).
 */
export async function publishResults(admin: APIRequestContext, contestId: string) {
  const form = await (await admin.get(`/api/admin/contests/${contestId}`)).json();
  const res = await admin.put(`/api/admin/contests/${contestId}`, {
    data: contestFormBody(form, { showEvaluations: true, confirmPublish: true }),
  });
  expect(res.ok(), await res.text()).toBe(true);
}
