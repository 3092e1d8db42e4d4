/**
 * PDF standard fonts (Helvetica, Times…) only encode WinAnsi (Windows-1252). pdf-lib throws on any
 * other character, so every string drawn into a PDF goes through `toWinAnsiText` first.
 */

/** The Windows-1252 characters in 0x80–0x9F that are not Latin-1. */
const cp1252Extras = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

function isWinAnsi(codePoint: number): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0xff) ||
    cp1252Extras.includes(String.fromCodePoint(codePoint))
  );
}

/** Look-alikes for common characters outside WinAnsi. */
const replacements: Record<string, string> = {
  "\t": "    ",
  "\u2010": "-", // hyphen
  "\u2011": "-", // non-breaking hyphen
  "\u2012": "-", // figure dash
  "\u2015": "—", // horizontal bar
  "\u2212": "-", // minus sign
  "\u2032": "'", // prime
  "\u2033": '"', // double prime
  "\u201b": "'",
  "\u201f": '"',
  "\u2044": "/",
  "\u2190": "<-",
  "\u2192": "->",
  "\u2194": "<->",
  "\u21d2": "=>",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2260": "!=",
  "\u2248": "~",
  "\u2023": "•",
  "\u25cf": "•",
  "\u25aa": "•",
  "\u2713": "v",
  "\u2714": "v",
  "\u2717": "x",
  "\u2718": "x",
  "\u2000": " ",
  "\u2001": " ",
  "\u2002": " ",
  "\u2003": " ",
  "\u2004": " ",
  "\u2005": " ",
  "\u2006": " ",
  "\u2007": " ",
  "\u2008": " ",
  "\u2009": " ",
  "\u200a": " ",
  "\u202f": " ",
  "\u205f": " ",
  "\u3000": " ",
  "\u0149": "'n", // Afrikaans ŉ
  "\u02bc": "'",
  "\u02bb": "'",
  "\u0141": "L",
  "\u0142": "l",
  "\u0110": "D",
  "\u0111": "d",
  "\u0131": "i",
};

// biome-ignore lint/suspicious/noMisleadingCharacterClass: the variation selectors are listed to be removed one by one, not as part of a sequence
const invisible = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060-\u206f\ufe00-\ufe0f\ufeff]/u;
const pictographic = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}/u;

/**
 * The same text using only characters a WinAnsi standard font can draw: look-alikes where they
 * exist, accents dropped where the accented letter is missing (ŝ → s), emoji and control
 * characters removed, anything else shown as "?". Newlines are kept (callers split on them).
 */
export function toWinAnsiText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const codePoint = char.codePointAt(0)!;
    if (char === "\n") out += char;
    else if (isWinAnsi(codePoint)) out += char;
    else if (replacements[char] !== undefined) out += replacements[char];
    else if (char === "\r") continue;
    else if (invisible.test(char) || pictographic.test(char)) continue;
    else {
      const base = char.normalize("NFKD").replace(/\p{Mark}/gu, "");
      out += base.length > 0 && [...base].every((c) => isWinAnsi(c.codePointAt(0)!)) ? base : "?";
    }
  }
  return out;
}
