/** The constant of Cormack, Clarke and Büttcher (SIGIR 2009): damps the difference between the very first ranks. */
export const RRF_K = 60;

/**
 * Reciprocal rank fusion: each ranking (best first) gives an item 1 / (k + rank), rank from 1;
 * an item's score is the sum over the rankings it appears in. Returns ids best first; ties keep
 * the order in which the ids were first seen (the first ranking wins).
 */
export function fuseReciprocalRank(rankings: string[][], k = RRF_K): Array<{ id: string; score: number }> {
  const scores = new Map<string, number>();
  for (const ranking of rankings) {
    for (const [index, id] of ranking.entries()) scores.set(id, (scores.get(id) ?? 0) + 1 / (k + index + 1));
  }
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
}
