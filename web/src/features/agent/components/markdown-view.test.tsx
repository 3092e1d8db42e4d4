import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import "../../../test/setup-dom";
import { parseInline, parseMarkdown } from "../markdown";
import { MarkdownView } from "./markdown-view";

function renderMarkdown(text: string, withCitations = false) {
  return render(
    <MemoryRouter>
      <MarkdownView
        text={text}
        renderCitation={
          withCitations
            ? (number, key) => (
                <button key={key} type="button">
                  Clause {number}
                </button>
              )
            : undefined
        }
      />
    </MemoryRouter>,
  );
}

describe("parseMarkdown", () => {
  it("reads headings, paragraphs, bullet and numbered lists", () => {
    const blocks = parseMarkdown(
      "## Your lease\n\nThe rent is **R8 500**.\nPaid monthly.\n\n- one\n- two\n\n3. three\n4. four",
    );
    expect(blocks.map((block) => block.kind)).toEqual(["heading", "paragraph", "list", "list"]);
    expect(blocks[2]).toMatchObject({ kind: "list", ordered: false });
    expect(blocks[3]).toMatchObject({ kind: "list", ordered: true, start: 3 });
  });

  it("finds clause citations, one or several", () => {
    expect(parseInline("See (clause 5.1).")).toContainEqual({
      kind: "citation",
      clauseNumbers: ["5.1"],
      text: "(clause 5.1)",
    });
    expect(parseInline("(clauses 3.2 and 4)")).toContainEqual({
      kind: "citation",
      clauseNumbers: ["3.2", "4"],
      text: "(clauses 3.2 and 4)",
    });
    expect(parseInline("(Clause 12, 13.1 or 14)")[0]).toMatchObject({
      kind: "citation",
      clauseNumbers: ["12", "13.1", "14"],
    });
  });

  it("leaves an unfinished bold marker as text while the answer streams", () => {
    expect(parseInline("The deposit is **R1")).toEqual([{ kind: "text", text: "The deposit is **R1" }]);
  });
});

describe("MarkdownView", () => {
  it("renders structure: headings below the screen's, bold, lists", () => {
    renderMarkdown("# Summary\n\nThe **deposit** is *refundable*.\n\n- Rent\n- Deposit");
    expect(screen.getByRole("heading", { level: 3, name: "Summary" })).toBeDefined();
    expect(screen.getByText("deposit").tagName).toBe("STRONG");
    expect(screen.getByText("refundable").tagName).toBe("EM");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Rent", "Deposit"]);
  });

  it("never turns HTML in the text into elements", () => {
    const { container } = renderMarkdown(
      '<script>window.hacked = true</script>\n\n<img src="x" onerror="alert(1)"> **<b>bold</b>** <a href="https://evil.example">x</a>',
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector("a")).toBeNull();
    expect(container.textContent).toContain("<script>window.hacked = true</script>");
    expect(container.textContent).toContain('<img src="x" onerror="alert(1)">');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("drops unsafe link targets and keeps safe ones", () => {
    const { container } = renderMarkdown(
      "[click](javascript:alert(1)) [data](data:text/html,hi) [help](/help) [site](https://example.org)",
    );
    const links = [...container.querySelectorAll("a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/help", "https://example.org"]);
    expect(links[1]?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(container.textContent).toContain("click");
  });

  it("turns citations into chips when the caller can open them, and keeps them as text otherwise", () => {
    renderMarkdown("The deposit is held in trust (clause 5.1).", true);
    expect(screen.getByRole("button", { name: "Clause 5.1" })).toBeDefined();

    const { container } = renderMarkdown("Held in trust (clause 5.1).");
    expect(container.textContent).toContain("(clause 5.1)");
  });
});
