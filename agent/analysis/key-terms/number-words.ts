const SMALL: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** Regex source matching a number written in words ("thirty", "twenty-one", "one hundred and twenty"). */
export const NUMBER_WORDS_SOURCE =
  "(?:(?:one|two|three|four|five|six|seven|eight|nine)\\s+hundred(?:\\s+and)?\\s+)?(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\\s-](?:one|two|three|four|five|six|seven|eight|nine))?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)|(?:one|two|three|four|five|six|seven|eight|nine)\\s+hundred";

/** "twenty-one" → 21, "one hundred and twenty" → 120, "30" → 30; null when not a number. */
export function parseNumberWords(text: string): number | null {
  const cleaned = text.trim().toLowerCase();
  if (/^\d+(?:[.,]\d+)?$/.test(cleaned)) return Number(cleaned.replace(",", "."));
  let total = 0;
  let current = 0;
  let seen = false;
  for (const word of cleaned.split(/[\s-]+/)) {
    if (word === "and") continue;
    if (word === "hundred") {
      current = (current || 1) * 100;
      seen = true;
      continue;
    }
    const value = SMALL[word];
    if (value === undefined) return null;
    current += value;
    seen = true;
  }
  total += current;
  return seen ? total : null;
}
