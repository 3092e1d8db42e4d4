import { describe, expect, it } from "vitest";
import { analyzeContract } from "../analyze-contract";
import { documentFromText } from "../document-from-text";

const partiesOf = (text: string, side?: string) => {
  const result = analyzeContract(documentFromText(text), { side });
  return {
    parties: result.keyTerms.parties.map((p) => ({ name: p.name, role: p.role })),
    side: result.sides.used,
    type: result.contractType.value,
  };
};

const filler = `
3. PAYMENT
3.1 You pay the monthly fee of R450 by debit order on the 1st day of each month.
3.2 If a debit order fails we may charge an admin fee of R95.

4. ENDING
4.1 Either of us may end this agreement on one calendar month's written notice.

5. GENERAL
5.1 South African law applies to this agreement.

Signed at Durban on 3 March 2026.
_____________________
`;

describe("parties in plain-English contracts", () => {
  it('names "we" and "you" from their definitions, with the roles the contract type implies', () => {
    const text = `YOGA STUDIO MEMBERSHIP AGREEMENT

1. WHO IS WHO
1.1 In this agreement "we", "us" and "our" mean Blue Lotus Yoga (Pty) Ltd, registration number 2019/555123/07, of 4 Florida Road, Durban.
1.2 "You" and "your" mean Ms Nokuthula Grace Dube, of 18 Ridge Road, Berea.
1.3 Your membership gives you access to all classes at the studio.
${filler}`;
    const { parties, side, type } = partiesOf(text, "member");
    expect(type).toBe("membership");
    expect(parties).toEqual(
      expect.arrayContaining([
        { name: "Blue Lotus Yoga (Pty) Ltd", role: "Service provider" },
        { name: "Nokuthula Grace Dube", role: "Member" },
      ]),
    );
    expect(side?.partyName).toBe("Nokuthula Grace Dube");
  });

  it("takes the role a definition states, and splits two people who act together", () => {
    const text = `AGREEMENT FOR A ROOM IN A SHARED HOUSE

1. THE PEOPLE
1.1 "I", "me" and "my" means the landlord, Sipho Mandla Zulu, the owner of 7 Oak Lane, Pietermaritzburg.
1.2 "You" and "your" means the tenant, Pieter Jan de Wet, a student.
${filler}`;
    expect(partiesOf(text).parties).toEqual(
      expect.arrayContaining([
        { name: "Sipho Mandla Zulu", role: "Landlord" },
        { name: "Pieter Jan de Wet", role: "Tenant" },
      ]),
    );

    const household = `EMPLOYMENT CONTRACT FOR A GARDENER

1. WHO WE ARE
1.1 In this contract "we" and "us" mean Thandi Mokoena and Johan Mokoena, who employ you together.
1.2 "You" means Bongani Khumalo.
1.3 You will work as a gardener. You are our employee and we pay your remuneration monthly; annual leave is 15 days.
${filler}`;
    expect(partiesOf(household).parties).toEqual(
      expect.arrayContaining([
        { name: "Thandi Mokoena", role: "Employer" },
        { name: "Johan Mokoena", role: "Employer" },
        { name: "Bongani Khumalo", role: "Employee" },
      ]),
    );
  });

  it("reads a party block headed by the name, with its defined term and trading name underneath", () => {
    const text = `ALARM MONITORING AGREEMENT

between

SENTINEL WATCH (PTY) LTD
Registration Number 2010/123456/07
trading as SENTINEL ARMED RESPONSE
5 Main Road, George, 6529
("the Company")

and

MARIA JOHANNA VAN ZYL
12 Protea Street, George, 6530
E-mail: maria@example.co.za
("the Customer")

1. MONITORING
1.1 The Company monitors the alarm signals and sends armed response to the premises.
${filler}`;
    const { parties, type } = partiesOf(text);
    expect(type).toBe("consumer_services");
    expect(parties).toEqual(
      expect.arrayContaining([
        { name: "Sentinel Watch (Pty) Ltd t/a Sentinel Armed Response", role: "Company" },
        { name: "Maria Johanna van Zyl", role: "Customer" },
      ]),
    );
  });

  it('finds "The tenant is …" sentences and anyone who signs as surety', () => {
    const text = `LEASE OF OFFICE PREMISES

1. THE PARTIES
1.1 The landlord is Karoo Property Trust, of 9 Church Street, Graaff-Reinet.
1.2 The tenant is Umoya Design CC, registration number CK 2011/000001/23.
1.3 Lwazi Peter Ndlovu, a member of the tenant, signs as surety and co-principal debtor for the tenant's obligations.
${filler}`;
    expect(partiesOf(text).parties).toEqual(
      expect.arrayContaining([
        { name: "Karoo Property Trust", role: "Landlord" },
        { name: "Umoya Design CC", role: "Tenant" },
        { name: "Lwazi Peter Ndlovu", role: "Surety" },
      ]),
    );
  });

  it("never takes an address, e-mail or registration line for a name", () => {
    const text = `VENUE HIRE AGREEMENT

DRAKENSBERG BARN EVENTS (PTY) LTD
Registration Number 2018/000222/07
Farm 12, R74, Bergville, 3350
("the Venue Operator")

and

12 Long Street, Cape Town, 8001
E-mail: someone@example.com
("the Client")
${filler}`;
    const names = partiesOf(text).parties.map((p) => p.name);
    expect(names).toContain("Drakensberg Barn Events (Pty) Ltd");
    expect(names.some((n) => /street|e-mail|@/i.test(n))).toBe(false);
  });
});
