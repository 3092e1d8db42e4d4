/** Who operates ContractClarity and how to reach them: one place for every page that states it. */
export const company = {
  name: "ContractClarity",
  country: "South Africa",
  supportEmail: "support@contractclarity.co.za",
  /** The Information Officer's address for POPIA requests. */
  privacyEmail: "privacy@contractclarity.co.za",
  minimumAge: 18,
} as const;

/** The Information Regulator (South Africa), where data subjects may complain (POPIA s74). */
export const informationRegulator = {
  name: "Information Regulator (South Africa)",
  website: "https://inforegulator.org.za",
  complaintsEmail: "complaints.IR@inforegulator.org.za",
} as const;
