/** Runs tasks one after another, in the order they were queued: two saves never interleave their read, check and write. */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const result = last.then(task);
    // The next task waits for this one to end, whether it succeeded or not.
    last = result.catch(() => undefined);
    return result;
  };
}
