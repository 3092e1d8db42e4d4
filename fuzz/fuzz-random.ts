import { mulberry32 } from "../common/mulberry32";

/**
 * A small seeded PRNG (mulberry32) for the upload fuzz: every case is rebuilt bit for bit from
 * (seed, index), so a failure found in a long run can be replayed alone.
 */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max] (both included). */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** Picks an item with probability proportional to its weight. */
  weighted: <T>(items: ReadonlyArray<readonly [T, number]>) => T;
  chance: (probability: number) => boolean;
  bytes: (length: number) => Uint8Array;
};

export function createRandom(seed: number, index = 0): Random {
  const next = mulberry32(mix(mix(seed >>> 0) ^ Math.imul(index + 1, 0x9e3779b1)));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return items[items.length - 1]![0];
    },
    chance: (probability) => next() < probability,
    bytes: (length) => Uint8Array.from({ length }, () => int(0, 255)),
  };
}

/** A 32-bit integer hash (from MurmurHash3's finaliser), so nearby seeds give unrelated streams. */
function mix(value: number): number {
  let hash = value >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}
