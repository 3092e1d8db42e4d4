import { Fragment, type ReactNode, useMemo } from "react";
import { Link } from "react-router";
import { cn } from "../../../lib/cn";
import { type Block, type Inline, parseMarkdown } from "../markdown";

export type RenderCitation = (clauseNumber: string, key: string) => ReactNode;

/**
 * The assistant's text as markdown (see ../markdown.ts). Everything is rendered as React text, so
 * HTML in the text is shown, never run. Citations "(clause 5.1)" become chips when the caller
 * knows which document they point into (`renderCitation`), and stay text otherwise.
 */
export function MarkdownView({
  text,
  renderCitation,
  className,
}: {
  text: string;
  renderCitation?: RenderCitation;
  className?: string;
}) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return (
    <div className={cn("grid gap-3 text-[0.9375rem] leading-7 text-navy-900 break-words", className)}>
      {blocks.map((block, index) => renderBlock(block, `b${index}`, renderCitation))}
    </div>
  );
}

const headingClasses = [
  "text-lg font-semibold",
  "text-base font-semibold",
  "text-base font-semibold",
  "text-sm font-semibold uppercase tracking-wide text-navy-700",
];

function renderBlock(block: Block, key: string, renderCitation: RenderCitation | undefined): ReactNode {
  switch (block.kind) {
    case "heading": {
      // The screen's own headings are h1–h2; an answer's headings sit below them.
      const level = Math.min(block.level + 2, 6);
      const Tag = `h${level}` as "h3" | "h4" | "h5" | "h6";
      return (
        <Tag key={key} className={cn("text-navy-900", headingClasses[Math.min(block.level - 1, 3)])}>
          {renderInlines(block.children, key, renderCitation)}
        </Tag>
      );
    }
    case "paragraph":
      return <p key={key}>{renderInlines(block.children, key, renderCitation)}</p>;
    case "list": {
      const items = block.items.map((item, index) => (
        <li key={`${key}-${index}`} className="pl-1">
          {renderInlines(item, `${key}-${index}`, renderCitation)}
        </li>
      ));
      return block.ordered ? (
        <ol key={key} start={block.start} className="grid list-decimal gap-1 pl-6 marker:text-navy-500">
          {items}
        </ol>
      ) : (
        <ul key={key} className="grid list-disc gap-1 pl-6 marker:text-navy-400">
          {items}
        </ul>
      );
    }
    case "quote":
      return (
        <blockquote key={key} className="border-l-4 border-navy-200 pl-4 text-navy-700 italic">
          {renderInlines(block.children, key, renderCitation)}
        </blockquote>
      );
    case "code":
      return (
        <pre key={key} className="overflow-x-auto rounded-lg bg-navy-50 p-3 font-mono text-sm leading-6 text-navy-900">
          <code>{block.text}</code>
        </pre>
      );
    case "rule":
      return <hr key={key} className="border-navy-100" />;
  }
}

function renderInlines(inlines: Inline[], key: string, renderCitation: RenderCitation | undefined): ReactNode[] {
  return inlines.map((inline, index) => renderInline(inline, `${key}.${index}`, renderCitation));
}

function renderInline(inline: Inline, key: string, renderCitation: RenderCitation | undefined): ReactNode {
  switch (inline.kind) {
    case "text":
      return <Fragment key={key}>{inline.text}</Fragment>;
    case "strong":
      return (
        <strong key={key} className="font-semibold">
          {renderInlines(inline.children, key, renderCitation)}
        </strong>
      );
    case "emphasis":
      return <em key={key}>{renderInlines(inline.children, key, renderCitation)}</em>;
    case "code":
      return (
        <code key={key} className="rounded bg-navy-50 px-1 py-0.5 font-mono text-[0.85em]">
          {inline.text}
        </code>
      );
    case "link":
      // Paths of the app route in the browser; API paths (downloads) are plain links the browser follows.
      return inline.href.startsWith("/") && !inline.href.startsWith("/api/") ? (
        <Link
          key={key}
          to={inline.href}
          className="font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900"
        >
          {renderInlines(inline.children, key, renderCitation)}
        </Link>
      ) : (
        <a
          key={key}
          href={inline.href}
          {...(inline.href.startsWith("/") ? { download: "" } : { target: "_blank", rel: "noopener noreferrer" })}
          className="font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900"
        >
          {renderInlines(inline.children, key, renderCitation)}
        </a>
      );
    case "citation":
      if (!renderCitation || inline.clauseNumbers.length === 0) return <Fragment key={key}>{inline.text}</Fragment>;
      return (
        <span key={key} className="inline-flex flex-wrap items-center gap-1 align-baseline">
          {inline.clauseNumbers.map((number, index) => renderCitation(number, `${key}-${index}`))}
        </span>
      );
    case "break":
      return <br key={key} />;
  }
}
