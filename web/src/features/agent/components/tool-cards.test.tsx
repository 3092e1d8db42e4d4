import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContractDetail } from "../../../../../common/api/contracts";
import { renderWithProviders } from "../../../test/render-app";
import { fieldsAsked, formatFieldAnswers, randInputToCents } from "../field-answers";
import { draftDetail, jsonResponse, leaseQuestions, proposal } from "../testing/agent-fixtures";
import { CitationChip } from "./citation-chip";
import { CitationProvider, textCitationReference, useCitations } from "./citation-context";
import { FieldQuestionCard } from "./field-question-card";
import { MarkdownView } from "./markdown-view";
import { ProposalCard } from "./proposal-card";
import { SearchResultsCard } from "./search-results-card";

let fetchMock: ReturnType<typeof vi.fn>;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("FieldQuestionCard", () => {
  it("offers an input per field type with its default and help, and sends the answers as the user's message", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<FieldQuestionCard fields={leaseQuestions} invalid={[]} active onSubmit={onSubmit} />);

    const percent = screen.getByLabelText(/increase each year/);
    expect((percent as HTMLInputElement).value).toBe("8");
    expect(percent.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText(/6 to 10% a year is usual/)).toBeDefined();
    expect((screen.getByLabelText(/fixed period/) as HTMLSelectElement).value).toBe("fixed");
    expect((screen.getByRole("radio", { name: "No" }) as HTMLInputElement).checked).toBe(true);

    await user.type(screen.getByLabelText(/tenant's full name/), "Nomvula Khumalo");
    await user.type(screen.getByLabelText(/monthly rent/), "14 500");
    await user.type(screen.getByLabelText(/lease start/), "2026-03-01");
    await user.selectOptions(screen.getByLabelText(/fixed period/), "monthly");
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.click(screen.getByRole("button", { name: "Send answers" }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    // The answers in the order asked, as a person would type them (the agent reads them by kind and order).
    expect(onSubmit.mock.calls[0]?.[0]).toBe("Nomvula Khumalo; R14 500; 1 March 2026; 8%; month to month; Yes");
    // Sent once: the card is answered and its inputs are locked.
    expect(screen.queryByRole("button", { name: "Send answers" })).toBeNull();
    expect(screen.getByLabelText(/tenant's full name/).closest("fieldset")?.disabled).toBe(true);
  });

  it("checks the answers with the template's schema before sending", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<FieldQuestionCard fields={leaseQuestions} invalid={[]} active onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/monthly rent/), "lots");
    await user.click(screen.getByRole("button", { name: "Send answers" }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("Enter tenant's full name.")).toBeDefined();
    expect(screen.getByText(/Enter an amount in rand/)).toBeDefined();
    expect(screen.getByLabelText(/tenant's full name/).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText(/tenant's full name/));
  });

  it("shows the values the server rejected, and an earlier card cannot be answered again", () => {
    renderWithProviders(
      <FieldQuestionCard
        fields={leaseQuestions.slice(0, 1)}
        invalid={[{ key: "tenantName", message: "Enter the tenant's full name." }]}
        active={false}
        onSubmit={vi.fn()}
      />,
    );
    expect(within(screen.getByRole("alert")).getByText("Enter the tenant's full name.")).toBeDefined();
    expect(screen.queryByRole("button", { name: "Send answers" })).toBeNull();
    expect(screen.getByText("Answered")).toBeDefined();
  });

  it("reads rand amounts the way people type them", () => {
    expect(randInputToCents("R 14 500")).toBe(1_450_000);
    expect(randInputToCents("14,500.50")).toBe(1_450_050);
    expect(randInputToCents("14500,50")).toBe(1_450_050);
    expect(randInputToCents("")).toBeNull();
    expect(randInputToCents("abc")).toBeNaN();
    expect(formatFieldAnswers(leaseQuestions.slice(1, 2), { monthlyRent: 1_450_050 })).toBe("R14 500.50");
  });

  it("an optional question left empty is answered “skip”", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const optional = {
      key: "premisesDescription",
      label: "Description of the property",
      type: "text",
      required: false,
      question: "How would you describe what is let?",
      step: "Property",
    } as const;
    renderWithProviders(<FieldQuestionCard fields={[optional]} invalid={[]} active onSubmit={onSubmit} />);
    expect(screen.getByText("(optional)")).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Send answers" }));
    expect(onSubmit).toHaveBeenCalledWith("skip");
  });

  it("shows only the questions the agent's message asks, or all when it words them differently", () => {
    const [name, rent] = leaseQuestions;
    expect(fieldsAsked([name!, rent!], `I'll draft it.\n\n${name!.question}`)).toEqual([name]);
    expect(fieldsAsked([name!, rent!], "Who is the tenant, and what is the rent?")).toEqual([name, rent]);
  });
});

describe("ProposalCard", () => {
  beforeEach(() => {
    let decided: "accepted" | "rejected" | null = null;
    fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (url === "/api/agent/drafts/d-1" && method === "GET") {
        return jsonResponse(draftDetail(decided ? { version: 3, proposals: [{ ...proposal, status: decided }] } : {}));
      }
      if (url === "/api/agent/drafts/d-1/versions/1" && method === "GET") {
        const first = draftDetail({});
        return jsonResponse({
          version: 1,
          createdAt: "2026-01-15T10:00:00.000Z",
          author: "ContractClarity assistant",
          change: "First draft",
          document: {
            ...first.document,
            clauses: [{ id: "rent", number: "1", heading: "Rent", text: "The rent is R9 999,00 a month." }],
          },
        });
      }
      if (url === "/api/agent/drafts/d-1/proposals/p-1/accept" && method === "POST") {
        decided = "accepted";
        return jsonResponse(draftDetail({ version: 3, proposals: [{ ...proposal, status: "accepted" }] }));
      }
      if (url === "/api/agent/drafts/d-1/proposals/p-1/reject" && method === "POST") {
        decided = "rejected";
        return jsonResponse(draftDetail({ proposals: [{ ...proposal, status: "rejected" }] }));
      }
      return jsonResponse({ error: { code: "not_found", message: "Not found." } }, 404);
    });
    vi.stubGlobal("fetch", fetchMock);
  });

  it("shows before and after, and Accept calls the proposals API and refreshes the draft", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProposalCard proposal={proposal} />);
    expect(screen.getByText(proposal.before)).toBeDefined();
    expect(screen.getByText(proposal.after)).toBeDefined();
    expect(screen.getByText("Awaiting your decision")).toBeDefined();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/agent/drafts/d-1", expect.anything()));
    const draftLoads = () => fetchMock.mock.calls.filter(([url]) => url === "/api/agent/drafts/d-1").length;
    const loadsBefore = draftLoads();

    await user.click(screen.getByRole("button", { name: "Accept" }));

    await screen.findByText("Accepted");
    const accept = fetchMock.mock.calls.find(([url]) => url === "/api/agent/drafts/d-1/proposals/p-1/accept");
    expect(accept?.[1]).toMatchObject({ method: "POST", credentials: "include" });
    await waitFor(() => expect(draftLoads()).toBeGreaterThan(loadsBefore));
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reject" })).toBeNull();
  });

  it("Reject records the rejection", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProposalCard proposal={proposal} />);
    await user.click(screen.getByRole("button", { name: "Reject" }));
    await screen.findByText("Rejected");
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) =>
          url === "/api/agent/drafts/d-1/proposals/p-1/reject" && (init as RequestInit).method === "POST",
      ),
    ).toBe(true);
  });

  it("opens the version history with restore for earlier versions", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProposalCard proposal={proposal} />);
    await user.click(screen.getByRole("button", { name: "Version history" }));
    const dialog = await screen.findByRole("dialog", { name: "Version history" });
    expect(await within(dialog).findByText("Added the tenant's details")).toBeDefined();
    expect(within(dialog).getByRole("button", { name: "Restore version 1" })).toBeDefined();
    expect(within(dialog).queryByRole("button", { name: "Restore version 2" })).toBeNull();

    // an earlier version's own text, fetched when opened
    await user.click(within(dialog).getByRole("button", { name: "View version 1" }));
    expect(await within(dialog).findByText(/R9 999,00 a month/)).toBeDefined();
  });
});

const contractId = "c-1";
const contractText =
  "1. RENT\n1.1 The Tenant pays R9 500.\n5. DEPOSIT\n5.1 The deposit of R19 000 is held in an interest-bearing account for the Tenant.\n";
const at = (fragment: string) => contractText.indexOf(fragment);
const contract: ContractDetail = {
  id: contractId,
  fileName: "residential-lease-wc.txt",
  format: "txt",
  byteSize: 200,
  pageCount: 1,
  pages: [],
  warnings: [],
  createdAt: "2026-01-15T10:00:00.000Z",
  deleteFilesAfter: "2026-02-14T10:00:00.000Z",
  filesDeleted: false,
  text: contractText,
  clauses: [
    {
      number: "1.",
      heading: "RENT",
      text: contractText.slice(0, at("5. DEPOSIT")),
      start: 0,
      end: at("5. DEPOSIT"),
      page: 1,
      children: [],
    },
    {
      number: "5.",
      heading: "DEPOSIT",
      text: contractText.slice(at("5. DEPOSIT")),
      start: at("5. DEPOSIT"),
      end: contractText.length,
      page: 1,
      children: [
        {
          number: "5.1",
          heading: null,
          text: "5.1 The deposit of R19 000 is held in an interest-bearing account for the Tenant.",
          start: at("5.1"),
          end: contractText.length - 1,
          page: 1,
          children: [],
        },
      ],
    },
  ],
};

function TextWithCitations({ text }: { text: string }) {
  const citations = useCitations();
  return (
    <MarkdownView
      text={text}
      renderCitation={(number, key) => {
        const reference = textCitationReference(citations, number);
        return reference ? <CitationChip key={key} reference={reference} /> : null;
      }}
    />
  );
}

describe("citation chips", () => {
  beforeEach(() => {
    fetchMock = vi.fn(async (url: string) =>
      url === `/api/contracts/${contractId}`
        ? jsonResponse(contract)
        : jsonResponse({ error: { code: "not_found", message: "Not found." } }, 404),
    );
    vi.stubGlobal("fetch", fetchMock);
  });

  it("a “(clause 5.1)” reference opens the clause's text, fetched from the contract", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CitationProvider contractId={contractId} draftId={null} draftDocument={null}>
        <TextWithCitations text="Your deposit is held in an interest-bearing account (clause 5.1)." />
      </CitationProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Open clause 5.1" }));
    const panel = await screen.findByRole("dialog", { name: "Clause 5.1" });
    expect(
      await within(panel).findByText(/The deposit of R19 000 is held in an interest-bearing account/),
    ).toBeDefined();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/contracts/${contractId}`,
      expect.objectContaining({ credentials: "include" }),
    );
    expect(within(panel).getByText("residential-lease-wc.txt")).toBeDefined();
  });

  it("a searchContract hit opens its clause too", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CitationProvider contractId={contractId} draftId={null} draftDocument={null}>
        <SearchResultsCard
          contractId={contractId}
          fileName="residential-lease-wc.txt"
          hits={[
            {
              clauseNumber: "5.",
              heading: "DEPOSIT",
              text: "5.1 The deposit of R19 000…",
              start: at("5.1"),
              end: at("5.1") + 20,
              page: 1,
              score: 0.9,
            },
          ]}
        />
      </CitationProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Open clause 5." }));
    const panel = await screen.findByRole("dialog", { name: "Clause 5" });
    expect(await within(panel).findByRole("heading", { name: "DEPOSIT" })).toBeDefined();
  });

  it("points into the draft when no contract is attached", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CitationProvider contractId={null} draftId={null} draftDocument={draftDetail().document}>
        <TextWithCitations text="The deposit is in (clause 3)." />
      </CitationProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Open clause 3" }));
    const panel = await screen.findByRole("dialog", { name: "Clause 3" });
    expect(within(panel).getByText(/interest-bearing account/)).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
