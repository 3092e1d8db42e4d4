import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import type { NavEntry } from "./navbar";

/** A desktop navigation dropdown (Radix DropdownMenu: arrow keys, Enter, Escape, typeahead). */
export function DesktopMenu({ entry }: { entry: Extract<NavEntry, { kind: "menu" }> }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="group inline-flex h-9 items-center gap-0.5 rounded-lg px-1.5 text-sm xl:gap-1 xl:px-2.5 font-medium text-navy-700 transition-colors hover:bg-navy-50 hover:text-navy-900 data-[state=open]:bg-navy-50 data-[state=open]:text-navy-900">
        {entry.label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-navy-400 transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {entry.items.map((item) => (
          <DropdownMenuItem key={item.label} asChild>
            <Link to={item.to} onClick={item.onClick}>
              {item.label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
