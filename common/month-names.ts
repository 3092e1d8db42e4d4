/** The months in English, January first: formatters write them as they are, parsers match them in lower case. */
export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export const lowerCaseMonthNames: readonly string[] = monthNames.map((name) => name.toLowerCase());
