/** Longest a turn may hold its conversation: a turn that never finished (a bug) does not lock it for ever. */
const MAX_TURN_MS = 10 * 60 * 1000;

/**
 * One turn at a time per conversation (in this process): a second message sent while the first is
 * being answered would read a history without that answer, and one of the two would be lost when
 * they are stored. `claim` returns a release function, or null when a turn is already running.
 */
export function createTurnLock() {
  const running = new Map<string, NodeJS.Timeout>();
  return {
    claim(key: string): (() => void) | null {
      if (running.has(key)) return null;
      const release = () => {
        clearTimeout(running.get(key));
        running.delete(key);
      };
      running.set(key, setTimeout(release, MAX_TURN_MS).unref());
      return release;
    },
  };
}
