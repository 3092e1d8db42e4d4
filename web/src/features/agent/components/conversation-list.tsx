import { MessageSquare, MoreHorizontal, Pencil, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { type ConversationSummary, renameConversationSchema } from "../../../../../common/chat";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogDestructiveButton,
  AlertDialogFooter,
  AlertDialogTitle,
} from "../../../components/ui/alert-dialog";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../../components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu";
import { Input } from "../../../components/ui/input";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { HttpError } from "../../../lib/http";
import { toast } from "../../toast/api/toast-store";
import { useDeleteConversation } from "../api/delete-conversation";
import { useConversations } from "../api/get-conversations";
import { useRenameConversation } from "../api/rename-conversation";
import { agentTexts } from "../texts";

function formatUpdated(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const sameDay = date.toDateString() === new Date().toDateString();
  return sameDay
    ? date.toLocaleTimeString("en-ZA", { hour: "2-digit", minute: "2-digit" })
    : date.toLocaleDateString("en-ZA", { day: "numeric", month: "short" });
}

/** The user's conversations: start a new one, open (resume), rename, delete with confirmation. */
export function ConversationList({
  activeId,
  onOpen,
  onNew,
  onDeleted,
  showHeading = true,
}: {
  activeId: string | null;
  onOpen: (id: string) => void;
  onNew: () => void;
  onDeleted: (id: string) => void;
  /** Off in the phone drawer, whose own title says the same. */
  showHeading?: boolean;
}) {
  const conversations = useConversations();
  const [renaming, setRenaming] = useState<ConversationSummary | null>(null);
  const [deleting, setDeleting] = useState<ConversationSummary | null>(null);

  return (
    <nav aria-label={agentTexts.conversations} className="flex min-h-0 flex-1 flex-col">
      <div className="px-3 pt-3 pb-2">
        <Button onClick={onNew} variant="secondary" className="w-full justify-start">
          <Plus aria-hidden="true" />
          {agentTexts.newConversation}
        </Button>
      </div>
      {showHeading && (
        <h2 className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-navy-500 uppercase">
          {agentTexts.conversations}
        </h2>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
        {conversations.isPending ? (
          <div className="grid gap-2 px-2 pt-1" role="status" aria-label={agentTexts.conversationLoading}>
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-4/5" />
          </div>
        ) : conversations.isError ? (
          <div
            role="alert"
            className="mx-2 grid gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            <p>{agentTexts.conversationsFailed}</p>
            <Button size="sm" variant="secondary" onClick={() => void conversations.refetch()}>
              {agentTexts.retry}
            </Button>
          </div>
        ) : conversations.data.length === 0 ? (
          <p className="px-2 pt-1 text-sm leading-6 text-navy-600">{agentTexts.noConversations}</p>
        ) : (
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-0.5">
            {conversations.data.map((conversation) => {
              const active = conversation.id === activeId;
              const title = conversation.title || agentTexts.untitled;
              return (
                <li
                  key={conversation.id}
                  className={cn(
                    "group flex min-w-0 items-center rounded-lg",
                    active ? "bg-teal-50" : "hover:bg-navy-50",
                  )}
                >
                  <button
                    type="button"
                    onClick={() => onOpen(conversation.id)}
                    aria-current={active ? "page" : undefined}
                    className="flex min-w-0 flex-1 items-center gap-2.5 rounded-lg px-2.5 py-2 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-600"
                  >
                    <MessageSquare
                      aria-hidden="true"
                      className={cn("size-4 shrink-0", active ? "text-teal-700" : "text-navy-400")}
                    />
                    <span className="min-w-0 flex-1">
                      <span
                        className={cn(
                          "block truncate text-sm",
                          active ? "font-semibold text-teal-900" : "font-medium text-navy-800",
                        )}
                      >
                        {title}
                      </span>
                      <span className="block text-xs text-navy-500">{formatUpdated(conversation.updatedAt)}</span>
                    </span>
                  </button>
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="mr-1 size-8 shrink-0"
                        aria-label={agentTexts.conversationActions(title)}
                      >
                        <MoreHorizontal aria-hidden="true" />
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end">
                      <DropdownMenuItem onSelect={() => setRenaming(conversation)}>
                        <Pencil aria-hidden="true" />
                        {agentTexts.rename}
                      </DropdownMenuItem>
                      <DropdownMenuItem
                        onSelect={() => setDeleting(conversation)}
                        className="text-red-800 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-900"
                      >
                        <Trash2 aria-hidden="true" />
                        {agentTexts.delete}
                      </DropdownMenuItem>
                    </DropdownMenuContent>
                  </DropdownMenu>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {renaming && <RenameDialog conversation={renaming} onClose={() => setRenaming(null)} />}
      {deleting && (
        <DeleteDialog
          conversation={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            onDeleted(deleting.id);
            setDeleting(null);
          }}
        />
      )}
    </nav>
  );
}

function RenameDialog({ conversation, onClose }: { conversation: ConversationSummary; onClose: () => void }) {
  const rename = useRenameConversation();
  const [value, setValue] = useState(conversation.title);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = renameConversationSchema.safeParse({ title: value });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? agentTexts.renameFailed);
      return;
    }
    rename.mutate(
      { id: conversation.id, title: parsed.data.title },
      {
        onSuccess: onClose,
        onError: (error) =>
          setProblem(error instanceof HttpError && error.serverMessage ? error.serverMessage : agentTexts.renameFailed),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{agentTexts.renameTitle}</DialogTitle>
        <DialogDescription className="sr-only">{conversation.title}</DialogDescription>
        <form onSubmit={save} noValidate className="grid gap-3">
          <label htmlFor={inputId} className="text-sm font-semibold text-navy-900">
            {agentTexts.titleLabel}
          </label>
          <Input
            id={inputId}
            value={value}
            maxLength={120}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
            autoFocus
          />
          {problem && (
            <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
          <DialogFooter>
            <Button variant="secondary" onClick={onClose}>
              {agentTexts.cancel}
            </Button>
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending ? agentTexts.saving : agentTexts.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteDialog({
  conversation,
  onClose,
  onDeleted,
}: {
  conversation: ConversationSummary;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteConversation();
  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>{agentTexts.deleteTitle}</AlertDialogTitle>
        <AlertDialogDescription>
          {agentTexts.deleteText(conversation.title || agentTexts.untitled)}
        </AlertDialogDescription>
        {remove.isError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {agentTexts.deleteFailed}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>{agentTexts.cancel}</AlertDialogCancel>
          <AlertDialogDestructiveButton
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(conversation.id, {
                onSuccess: () => {
                  toast({ type: "success", title: agentTexts.deleted });
                  onDeleted();
                },
              })
            }
          >
            <Trash2 aria-hidden="true" />
            {remove.isPending ? agentTexts.deleting : agentTexts.delete}
          </AlertDialogDestructiveButton>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
