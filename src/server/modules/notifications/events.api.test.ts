import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

/** Reads the stream until `predicate` matches the text received so far. */
async function readUntil(response: Response, predicate: (text: string) => boolean): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 5000;
  while (!predicate(text) && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  await reader.cancel();
  return text;
}

describe('GET /api/events', () => {
  it('streams an event published in a committed transaction to a signed-in admin', async () => {
    const { cookie } = await signedInUser(t.app, 'admin');
    const controller = new AbortController();
    const response = await fetch(`${base}/api/events`, { headers: { cookie }, signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reading = readUntil(response, (text) => text.includes('contest-progress'));
    // Give the subscription a moment, then publish from another connection, as another instance would.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await t.app.ctx.realtime.publish(t.db.$client, { type: 'contest-progress', contestId: 'c-1' });
    const text = await reading;
    expect(text).toContain('event: contest-progress');
    expect(text).toContain('"contestId":"c-1"');
    controller.abort();
  });

  it('coalesces a burst of publishSoon into two events: the first at once, one more at the end of the window', async () => {
    const received: string[] = [];
    const unsubscribe = t.app.ctx.realtime.subscribe((event) => {
      if ('contestId' in event && event.contestId === 'c-burst') received.push(event.type);
    });
    for (let i = 0; i < 10; i++)
      t.app.ctx.realtime.publishSoon({ type: 'contest-progress', contestId: 'c-burst' });
    const deadline = Date.now() + 5000;
    while (received.length < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    // Nothing more follows: the ten became two.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual(['contest-progress', 'contest-progress']);
    unsubscribe();
  });

  it('is refused to participants and anonymous callers', async () => {
    const { cookie } = await signedInUser(t.app, 'participant');
    expect((await fetch(`${base}/api/events`, { headers: { cookie } })).status).toBe(403);
    expect((await fetch(`${base}/api/events`)).status).toBe(401);
  });
});
