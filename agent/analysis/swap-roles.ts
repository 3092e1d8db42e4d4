/** Verbs that follow "you" in titles, as they read after a third person ("the tenant moves"). */
const THIRD_PERSON: Record<string, string> = {
  are: "is",
  have: "has",
  do: "does",
  move: "moves",
  give: "gives",
  get: "gets",
  pay: "pays",
  leave: "leaves",
  lose: "loses",
  owe: "owes",
  sign: "signs",
  cancel: "cancels",
  stay: "stays",
  work: "works",
};

/**
 * A title written for the protected side, read by the other side: "you" becomes the protected
 * party (`protectedName`, e.g. "the Tenant") and "{other}" becomes "you" ("You must cover {other}
 * even for its own fault" → "the Tenant must cover you even for your own fault"; "No joint
 * inspection when you move in" → "no joint inspection when the tenant moves in").
 */
export function swapRoles(title: string, protectedName: string): string {
  const swapped = title.replace(
    /\{other\}'s|\{other\}|\byour\b|\byou(?:\s+([a-z]+))?\b|\bits own\b/gi,
    (word, next: string | undefined) => {
      const lower = word.toLowerCase();
      if (lower === "{other}'s") return "your";
      if (lower === "{other}") return "you";
      if (lower === "your") return `${protectedName}'s`;
      if (lower === "its own") return "your own";
      return next === undefined ? protectedName : `${protectedName} ${THIRD_PERSON[next] ?? next}`;
    },
  );
  // the words follow "In your favour:", so the first one is lower case, unless it is an acronym ("UIF")
  return /^[A-Z][a-z]/.test(swapped) ? swapped.charAt(0).toLowerCase() + swapped.slice(1) : swapped;
}

/** The title of a finding in the user's favour: the problem as the protected side would name it. */
export const favourTitle = (title: string, protectedName: string) =>
  `In your favour: ${swapRoles(title, protectedName)}`;
