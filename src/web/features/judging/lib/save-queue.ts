/**
 * Saves run at once and in parallel across submissions, but one after the other for the same
 * submission (spec: a save is blocked while another is in progress — here per entry, so moving on to
 * the next photo never waits). The last save of an entry is therefore the one that sticks.
 */
export function createSaveQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return function enqueue<T>(id: string, save: () => Promise<T>): Promise<T> {
    const previous = tails.get(id) ?? Promise.resolve();
    const run = previous.then(save, save);
    const tail = run.catch(() => undefined);
    tails.set(id, tail);
    void tail.then(() => {
      if (tails.get(id) === tail) tails.delete(id);
    });
    return run;
  };
}
