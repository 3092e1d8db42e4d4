import type { ContractType } from "../../common/analysis";
import type { TemplateCategory } from "../../common/templates";

/**
 * The analysis engine's contract type for each template category: a contract drafted from a
 * template is filed and analysed as this type. The engine has no privacy or website type; both
 * read as services agreements.
 */
export const contractTypeOfCategory: Record<TemplateCategory, ContractType> = {
  residential_lease: "residential_lease",
  commercial_lease: "commercial_lease",
  employment: "employment",
  independent_contractor: "independent_contractor",
  services: "services",
  nda: "nda",
  sale_of_goods: "sale_of_goods",
  loan: "loan",
  privacy: "services",
  website: "services",
  partnership: "partnership",
};
