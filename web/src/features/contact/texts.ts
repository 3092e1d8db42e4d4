import { company } from "../legal/company";

/** Contact page texts (SPEC §2 "Contact"; the copy confirmation is the spec's). */
export const contactTexts = {
  title: "Contact us",
  intro: "Questions about an analysis, your plan, or your personal information? Write to us and a person will answer.",
  supportHeading: "Support e-mail",
  copy: "Copy",
  copyLabel: "Copy the support e-mail address",
  copied: "Email address copied to clipboard!",
  copyFailed: "Failed to copy email address",
  openMailApp: "Open your mail app",
  gmail: "Write in Gmail",
  outlook: "Write in Outlook",
  opensInNewTab: "(opens in a new tab)",
  subject: "ContractClarity support request",
  hoursHeading: "Business hours",
  hoursNote: "South African Standard Time (SAST, UTC+2).",
  hours: ["Mon-Fri 9:00-18:00", "Sat 10:00-14:00", "Sunday closed"],
  responseHeading: "Response times",
  responses: [
    { kind: "General questions", time: "24-48 hours" },
    { kind: "Technical support", time: "12-24 hours" },
    { kind: "Urgent issues", time: "Same day" },
  ],
  privacyHeading: "Privacy requests",
  privacyText: `To see, correct or delete your personal information, write to our Information Officer at ${company.privacyEmail}.`,
  helpHeading: "Looking for a quick answer?",
  helpLink: "Search the Help Center",
} as const;

/** Webmail compose links for the support address (SPEC §7 "Webmail compose links"). */
export function webmailLinks(email: string, subject: string) {
  const to = encodeURIComponent(email);
  const su = encodeURIComponent(subject);
  return {
    mailto: `mailto:${email}?subject=${su}`,
    gmail: `https://mail.google.com/mail/?view=cm&fs=1&to=${to}&su=${su}`,
    outlook: `https://outlook.live.com/mail/0/deeplink/compose?to=${to}&subject=${su}`,
  };
}
