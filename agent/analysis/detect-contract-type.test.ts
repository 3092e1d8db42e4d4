import { describe, expect, it } from "vitest";
import { contractTypeIn, detectContractType } from "./detect-contract-type";

const body = (title: string, text: string) => `${title}\n\n${text}\n`.repeat(1);

describe("detectContractType for consumer contracts", () => {
  it.each([
    [
      "FITNESS CENTRE MEMBERSHIP CONTRACT",
      "The member may use the gym and join the classes. The club may suspend a member.",
      "membership",
    ],
    [
      "HEALTH CLUB MEMBERSHIP APPLICATION",
      "Your membership fee is debited monthly. Members must carry their card.",
      "membership",
    ],
    [
      "HOME ALARM MONITORING AND ARMED RESPONSE",
      "We monitor alarm signals and dispatch armed response to the premises.",
      "consumer_services",
    ],
    [
      "WEDDING VENUE HIRE CONTRACT",
      "The venue is hired for 120 guests; catering is charged per guest.",
      "consumer_services",
    ],
    [
      "POST-PAID CELLULAR CONTRACT",
      "The subscriber receives airtime and a handset for 24 months.",
      "consumer_services",
    ],
    ["INFLUENCER AGREEMENT", "The creator posts content for followers and is paid per post.", "independent_contractor"],
    ["WEBSITE SUPPORT RETAINER", "The service provider supplies services each month to the client.", "services"],
  ])("%s → %s", (title, text, type) => {
    expect(detectContractType(body(title, text)).value).toBe(type);
  });

  it("applies a rule written for services agreements to memberships and consumer services", () => {
    expect(contractTypeIn(["services"], "membership")).toBe(true);
    expect(contractTypeIn(["services"], "consumer_services")).toBe(true);
    expect(contractTypeIn(["employment"], "membership")).toBe(false);
  });
});
