import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { Dialog as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * A panel that slides in from a side of the screen (Radix Dialog): focus trapped, Escape and a
 * click outside close it. Used for drawers on phones and for side panels on desktop.
 */
export const Sheet = Primitive.Root;
export const SheetTrigger = Primitive.Trigger;
export const SheetClose = Primitive.Close;

const sheetVariants = cva("fixed z-50 flex flex-col gap-4 bg-white shadow-xl shadow-navy-900/20 outline-none", {
  variants: {
    side: {
      left: "inset-y-0 left-0 h-full w-[min(22rem,calc(100%-2.5rem))] border-r border-navy-100",
      right: "inset-y-0 right-0 h-full w-[min(32rem,calc(100%-2.5rem))] border-l border-navy-100",
    },
  },
  defaultVariants: { side: "right" },
});

export function SheetContent({
  className,
  children,
  side,
  closeLabel = "Close",
  ...props
}: ComponentProps<typeof Primitive.Content> & VariantProps<typeof sheetVariants> & { closeLabel?: string }) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-navy-950/40 backdrop-blur-[1px]" />
      <Primitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        <Primitive.Close
          className="absolute top-3 right-3 grid size-9 place-items-center rounded-lg text-navy-600 hover:bg-navy-50 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-teal-600"
          aria-label={closeLabel}
        >
          <X aria-hidden="true" className="size-5" />
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("grid gap-1 border-b border-navy-100 px-5 pt-5 pb-4 pr-14", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof Primitive.Title>) {
  return <Primitive.Title className={cn("text-lg font-semibold text-navy-900", className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof Primitive.Description>) {
  return <Primitive.Description className={cn("text-sm leading-6 text-navy-600", className)} {...props} />;
}
