import { useId, useState } from "react";
import { z } from "zod";
import { type SellerDetails, sellerDetailsRequestSchema } from "../../../../../common/api/admin";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { errorMessageOf } from "../../../lib/error-message";
import { HttpError } from "../../../lib/http";
import { formatDateTime } from "../../admin-stats/format";
import { toast } from "../../toast/api/toast-store";
import { useSaveSellerDetails } from "../api/seller-details";
import { commonTexts, sellerDetailsTexts as texts } from "../texts";
import { AdminFormCard, FieldHint } from "./admin-form-card";

type Field = "legalName" | "address" | "vatNumber";
type Draft = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

function firstErrors(fieldErrors: Record<string, string[] | undefined>): Errors {
  return Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([key, messages]) => (messages?.[0] ? [[key, messages[0]]] : [])),
  ) as Errors;
}

/** The seller's name, address and VAT registration number printed on every tax invoice; checked here and on the server. */
export function SellerDetailsForm({ details }: { details: SellerDetails }) {
  const baseId = useId();
  const [draft, setDraft] = useState<Draft>({
    legalName: details?.legalName ?? "",
    address: details?.address ?? "",
    vatNumber: details?.vatNumber ?? "",
  });
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveSellerDetails();

  const submit = () => {
    const checked = sellerDetailsRequestSchema.safeParse(draft);
    if (!checked.success) {
      setErrors(firstErrors(z.flattenError(checked.error).fieldErrors));
      return;
    }
    setErrors({});
    save.mutate(draft, {
      onSuccess: () => toast({ type: "success", title: texts.saved }),
      onError: (error) => {
        const fieldErrors =
          error instanceof HttpError
            ? (error.details as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors
            : undefined;
        setErrors(firstErrors(fieldErrors ?? {}));
        toast({ type: "error", title: commonTexts.saveFailed, description: errorMessageOf(error) });
      },
    });
  };

  const field = (name: Field, label: string, hint: string) => {
    const id = `${baseId}-${name}`;
    const props = {
      id,
      value: draft[name],
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": `${id}-hint`,
    };
    return (
      <div className="grid content-start gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-navy-900">
          {label}
        </label>
        {name === "address" ? (
          <Textarea {...props} rows={3} onChange={(event) => setDraft({ ...draft, address: event.target.value })} />
        ) : (
          <Input
            {...props}
            inputMode={name === "vatNumber" ? "numeric" : undefined}
            onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          />
        )}
        <FieldHint id={`${id}-hint`} error={errors[name]} hint={hint} />
      </div>
    );
  };

  return (
    <AdminFormCard
      baseId={baseId}
      title={texts.title}
      status={details ? texts.updated(formatDateTime(details.updatedAt)) : texts.notSet}
      statusClassName={details ? "text-sm text-navy-600" : "text-sm font-medium text-amber-800"}
      onSubmit={submit}
    >
      <p className="mt-1 text-sm text-navy-600">{texts.intro}</p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {field("legalName", texts.legalName, texts.legalNameHint)}
        {field("vatNumber", texts.vatNumber, texts.vatNumberHint)}
        <div className="md:col-span-2">{field("address", texts.address, texts.addressHint)}</div>
      </div>
      <Button type="submit" className="mt-4" disabled={save.isPending}>
        {save.isPending ? texts.saving : texts.save}
      </Button>
    </AdminFormCard>
  );
}
