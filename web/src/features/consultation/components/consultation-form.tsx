import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  type ConsultationContactMethod,
  consultationInputSchema,
  preferredTimeLabels,
  preferredTimeSchema,
} from "../../../../../common/api/account";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Textarea } from "../../../components/ui/textarea";
import { cn } from "../../../lib/cn";
import { errorMessageOf } from "../../../lib/error-message";
import { useContracts } from "../../contracts/api/get-contracts";
import { fieldErrorOf } from "../../settings/components/settings-section";
import { toast } from "../../toast/api/toast-store";
import { useRequestConsultation } from "../api/consultations";
import { consultationTexts as texts } from "../texts";

type RequestFormInput = z.input<typeof consultationInputSchema>;
type RequestForm = z.output<typeof consultationInputSchema>;

/**
 * The request form: topic, an optional contract of the user's own, contact method and detail, preferred time.
 * react-hook-form, validated by the shared consultationInputSchema (the one POST /api/consultations checks).
 */
export function ConsultationForm({ email, name: initialName }: { email: string; name: string }) {
  const contracts = useContracts();
  const request = useRequestConsultation();
  const form = useForm<RequestFormInput, unknown, RequestForm>({
    resolver: zodResolver(consultationInputSchema),
    defaultValues: {
      name: initialName,
      topic: "",
      details: "",
      contractId: null,
      contactMethod: "email",
      contactDetail: email,
      preferredTime: "any_time",
    },
  });
  const errors = {
    name: form.formState.errors.name?.message,
    topic: form.formState.errors.topic?.message,
    details: form.formState.errors.details?.message,
    contactDetail: form.formState.errors.contactDetail?.message,
  };
  const contactMethod = form.watch("contactMethod");
  const ids = {
    name: useId(),
    topic: useId(),
    details: useId(),
    contract: useId(),
    detail: useId(),
    time: useId(),
  };

  function chooseMethod(method: ConsultationContactMethod) {
    // keep what the user typed, but swap the pre-filled email out for an empty phone field and back
    const contactDetail = form.getValues("contactDetail");
    if (method === "phone" && contactDetail === email) form.setValue("contactDetail", "");
    if (method === "email" && contactDetail.trim() === "") form.setValue("contactDetail", email);
    form.clearErrors("contactDetail");
  }

  const submit = form.handleSubmit((input) => {
    request.mutate(
      { ...input, details: input.details ?? undefined },
      {
        onSuccess: (created) => {
          form.setValue("topic", "");
          form.setValue("details", "");
          form.setValue("contractId", null);
          toast({
            type: "success",
            title: texts.sentTitle,
            description: texts.sentDescription(created.consultation.reference, created.confirmationEmail),
          });
        },
        onError: (error) => {
          for (const field of ["contactDetail", "topic"] as const) {
            const message = fieldErrorOf(error, field);
            if (message) form.setError(field, { type: "server", message });
          }
          toast({ type: "error", title: texts.sendFailed, description: errorMessageOf(error) });
        },
      },
    );
  });

  const describedBy = (id: string, hint: boolean, error: string | undefined) =>
    cn(hint && `${id}-hint`, error && `${id}-error`) || undefined;
  const errorLine = (id: string, message: string | undefined) =>
    message ? (
      <p id={`${id}-error`} className="text-sm font-medium text-red-700">
        {message}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <label htmlFor={ids.name} className="text-sm font-semibold text-navy-900">
            {texts.nameLabel}
          </label>
          <Input
            id={ids.name}
            autoComplete="name"
            maxLength={100}
            {...form.register("name")}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy(ids.name, false, errors.name)}
          />
          {errorLine(ids.name, errors.name)}
        </div>
        <div className="grid content-start gap-1.5">
          <label htmlFor={ids.contract} className="text-sm font-semibold text-navy-900">
            {texts.contractLabel}
          </label>
          <NativeSelect
            id={ids.contract}
            {...form.register("contractId", { setValueAs: (value: string | null) => value || null })}
            disabled={contracts.isPending}
            aria-describedby={`${ids.contract}-hint`}
          >
            <option value="">{contracts.isPending ? texts.contractsLoading : texts.contractNone}</option>
            {(contracts.data ?? []).map((contract) => (
              <option key={contract.id} value={contract.id}>
                {contract.fileName}
              </option>
            ))}
          </NativeSelect>
          <p id={`${ids.contract}-hint`} className="text-xs text-navy-500">
            {texts.contractHint}
          </p>
        </div>
      </div>

      <div className="grid gap-1.5">
        <label htmlFor={ids.topic} className="text-sm font-semibold text-navy-900">
          {texts.topicLabel}
        </label>
        <Input
          id={ids.topic}
          maxLength={200}
          {...form.register("topic")}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={describedBy(ids.topic, true, errors.topic)}
        />
        <p id={`${ids.topic}-hint`} className="text-xs text-navy-500">
          {texts.topicHint}
        </p>
        {errorLine(ids.topic, errors.topic)}
      </div>

      <div className="grid gap-1.5">
        <label htmlFor={ids.details} className="text-sm font-semibold text-navy-900">
          {texts.detailsLabel}
        </label>
        <Textarea
          id={ids.details}
          maxLength={4000}
          {...form.register("details")}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={describedBy(ids.details, false, errors.details)}
        />
        {errorLine(ids.details, errors.details)}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <fieldset className="grid content-start gap-2">
          <legend className="mb-1.5 text-sm font-semibold text-navy-900">{texts.contactLegend}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(["email", "phone"] as const).map((method) => (
              <label
                key={method}
                className="flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-navy-200 px-3 text-sm font-semibold text-navy-800 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-600"
              >
                <input
                  type="radio"
                  value={method}
                  {...form.register("contactMethod", {
                    onChange: (event) => chooseMethod(event.target.value as ConsultationContactMethod),
                  })}
                  className="size-4 accent-teal-700"
                />
                {method === "email" ? texts.contactEmail : texts.contactPhone}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid content-start gap-1.5">
          <label htmlFor={ids.detail} className="text-sm font-semibold text-navy-900">
            {contactMethod === "email" ? texts.contactEmailLabel : texts.contactPhoneLabel}
          </label>
          <Input
            id={ids.detail}
            type={contactMethod === "email" ? "email" : "tel"}
            autoComplete={contactMethod === "email" ? "email" : "tel"}
            {...form.register("contactDetail")}
            aria-invalid={errors.contactDetail ? true : undefined}
            aria-describedby={describedBy(ids.detail, contactMethod === "phone", errors.contactDetail)}
          />
          {contactMethod === "phone" && (
            <p id={`${ids.detail}-hint`} className="text-xs text-navy-500">
              {texts.contactPhoneHint}
            </p>
          )}
          {errorLine(ids.detail, errors.contactDetail)}
        </div>
      </div>

      <div className="grid gap-1.5 sm:max-w-sm">
        <label htmlFor={ids.time} className="text-sm font-semibold text-navy-900">
          {texts.timeLabel}
        </label>
        <NativeSelect id={ids.time} {...form.register("preferredTime")}>
          {preferredTimeSchema.options.map((option) => (
            <option key={option} value={option}>
              {preferredTimeLabels[option]}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div>
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          disabled={request.isPending}
          aria-busy={request.isPending || undefined}
        >
          {request.isPending ? texts.submitting : texts.submit}
        </Button>
      </div>
    </form>
  );
}
