import { ChevronDown } from "lucide-react";
import { Accordion as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A Radix Accordion in the product's look: each trigger sits in a heading; arrow keys move between triggers. */
export const Accordion = Primitive.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof Primitive.Item>) {
  return <Primitive.Item className={cn("border-b border-navy-100 last:border-b-0", className)} {...props} />;
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: ComponentProps<typeof Primitive.Trigger> & { headingLevel?: 2 | 3 | 4 }) {
  return (
    <Primitive.Header asChild>
      <HeadingTag level={headingLevel}>
        <Primitive.Trigger
          className={cn(
            "group flex w-full items-start gap-3 text-left transition-colors hover:bg-navy-50/70 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-600",
            className,
          )}
          {...props}
        >
          <span className="min-w-0 flex-1">{children}</span>
          <ChevronDown
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-navy-400 transition-transform group-data-[state=open]:rotate-180"
          />
        </Primitive.Trigger>
      </HeadingTag>
    </Primitive.Header>
  );
}

function HeadingTag({ level, ...props }: ComponentProps<"h3"> & { level: 2 | 3 | 4 }) {
  const Tag = `h${level}` as const;
  return <Tag className="m-0 text-base font-normal" {...props} />;
}

export function AccordionContent({ className, ...props }: ComponentProps<typeof Primitive.Content>) {
  return <Primitive.Content className={cn("overflow-hidden", className)} {...props} />;
}
