import { strToU8, type Zippable, zipSync } from "fflate";
import { z } from "zod";
import { decrypt } from "../../agent/storage/encryption";
import type { ExtractedDocument } from "../../common/document";
import { toAuthUser } from "../auth/to-auth-user";
import { renderInvoicePdf } from "../billing/invoice-pdf";
import { formatInvoiceNumber } from "../billing/to-payment";
import type { Database } from "../db/client";
import { readAccountRows } from "../db/queries/account-data";
import { listPlans } from "../db/queries/plans";
import { findSellerDetails } from "../db/queries/seller-details";
import { openJson } from "../sealed-json";

export const DATA_EXPORT_FORMAT = "contractclarity-data-export@1";

/** Columns never exported: the sealed copies (exported opened instead) and secrets that are ours, not the user's. */
const withheldColumns = new Set(["passwordHash", "oidcSubject", "checkoutTokenHash", "token"]);

/** A row as JSON: dates as ISO strings, sealed (…Encrypted) columns and secrets left out. */
function plain<Row extends Record<string, unknown>>(row: Row): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key, value]) => !key.endsWith("Encrypted") && !withheldColumns.has(key) && !Buffer.isBuffer(value))
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** The opened JSON of a sealed column, or a note when it cannot be opened (another data key, damaged). */
function openSealed(sealed: Buffer | null, dataKey: Buffer): unknown {
  if (!sealed) return null;
  try {
    return openJson(z.json(), sealed, dataKey);
  } catch {
    return { unreadable: "This item could not be decrypted with the server's current data key." };
  }
}

/** A file name safe in every file system and ZIP reader: no folders, no control or reserved characters. */
export function safeFileName(name: string, fallback: string): string {
  const cleaned = name
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, "_")
    .replace(/^[.\s]+|[.\s]+$/g, "")
    .slice(0, 120);
  return cleaned || fallback;
}

const readme = (email: string, exportedAt: string) => `ContractClarity — your data
===========================

Exported for ${email} on ${exportedAt} (a request under section 23 of POPIA).

account-data.json   everything we hold about you, in one JSON file: your profile and preferences,
                    sign-in sessions, contracts (with their extracted text), analyses (with their full
                    results), agent conversations and drafts, custom templates, subscriptions, payments
                    and refunds, usage counts, consent records, feedback and consultation requests.
contracts/          one folder per contract: the file you uploaded, exactly as uploaded, and its text.
                    Contracts whose files were deleted by the retention policy have only their record.
invoices/           the tax invoice of every completed payment.

The server keeps files and text encrypted (AES-256-GCM); this export is decrypted for you, so store it safely.
`;

export type DataExport = { fileName: string; zip: Uint8Array };

/** Builds the ZIP of everything the product holds about the user, decrypted. */
export async function buildDataExport(
  db: Database,
  params: { userId: string; dataKey: Buffer; adminEmails: string[]; now: Date },
): Promise<DataExport> {
  const { dataKey } = params;
  const rows = await readAccountRows(db, { userId: params.userId });
  if (!rows.user) throw new Error("The account does not exist.");
  const exportedAt = params.now.toISOString();
  const files: Zippable = {};
  const planNames = new Map((await listPlans(db)).map((plan) => [plan.id, plan.name]));

  const contracts = rows.contracts.map((contract, index) => {
    const folder = `contracts/${String(index + 1).padStart(3, "0")} ${safeFileName(contract.fileName.replace(/\.[^.]+$/, ""), "contract")}`;
    const document = openSealed(contract.documentEncrypted, dataKey) as
      | ExtractedDocument
      | { unreadable: string }
      | null;
    const exported: Record<string, unknown> = {
      ...plain(contract),
      folder: null,
      originalFile: null,
      textFile: null,
      text: null,
      clauses: null,
    };
    if (contract.originalEncrypted || document) exported.folder = `${folder}/`;
    if (contract.originalEncrypted) {
      try {
        const original = decrypt(contract.originalEncrypted, dataKey);
        const path = `${folder}/${safeFileName(contract.fileName, `original.${contract.format}`)}`;
        files[path] = [new Uint8Array(original), { level: 0 }];
        exported.originalFile = path;
      } catch {
        exported.originalFile = "This file could not be decrypted with the server's current data key.";
      }
    }
    if (document && "text" in document) {
      files[`${folder}/text.txt`] = strToU8(document.text);
      exported.textFile = `${folder}/text.txt`;
      exported.text = document.text;
      exported.clauses = document.clauses;
    } else if (document) {
      exported.text = document;
    }
    return exported;
  });

  const invoices: Record<string, string> = {};
  const seller = rows.payments.length > 0 ? await findSellerDetails(db) : undefined;
  for (const payment of rows.payments) {
    const number = formatInvoiceNumber(payment);
    if (!number) continue;
    const path = `invoices/${safeFileName(number, payment.id)}.pdf`;
    files[path] = await renderInvoicePdf({
      payment,
      buyerEmail: rows.user.email,
      planName: planNames.get(payment.planId) ?? payment.planId,
      seller,
    });
    invoices[payment.id] = path;
  }

  const messagesByConversation = new Map<string, unknown[]>();
  for (const message of rows.conversationMessages) {
    const list = messagesByConversation.get(message.conversationId) ?? [];
    list.push({ ...plain(message), message: openSealed(message.messageEncrypted, dataKey) });
    messagesByConversation.set(message.conversationId, list);
  }

  const data = {
    format: DATA_EXPORT_FORMAT,
    exportedAt,
    profile: {
      ...plain(rows.user),
      isAdmin: toAuthUser(rows.user, params.adminEmails).isAdmin,
      hasPassword: rows.user.passwordHash !== null,
      signsInWithSingleSignOn: rows.user.oidcSubject !== null,
    },
    preferences: rows.preferences ? plain(rows.preferences) : null,
    sessions: rows.sessions.map(plain),
    contracts,
    analyses: rows.analyses.map((analysis) => ({
      ...plain(analysis),
      result: openSealed(analysis.resultEncrypted, dataKey),
    })),
    analysisShares: rows.analysisShares.map(plain),
    conversations: rows.conversations.map((conversation) => ({
      ...plain(conversation),
      messages: messagesByConversation.get(conversation.id) ?? [],
    })),
    drafts: rows.drafts.map((draft) => ({
      ...plain(draft),
      state: openSealed(draft.stateEncrypted, dataKey),
      versions: rows.draftVersions
        .filter((version) => version.draftId === draft.id)
        .map((version) => ({ ...plain(version), state: openSealed(version.stateEncrypted, dataKey) })),
      proposals: rows.draftProposals
        .filter((proposal) => proposal.draftId === draft.id)
        .map((proposal) => ({ ...plain(proposal), proposal: openSealed(proposal.proposalEncrypted, dataKey) })),
    })),
    customTemplates: rows.customTemplates.map((template) => ({
      ...plain(template),
      content: openSealed(template.contentEncrypted, dataKey),
    })),
    templateFormDrafts: rows.templateFormDrafts.map((draft) => ({
      ...plain(draft),
      values: openSealed(draft.valuesEncrypted, dataKey),
    })),
    generatedContracts: rows.generatedContracts.map(plain),
    subscriptions: rows.subscriptions.map(plain),
    payments: rows.payments.map((payment) => ({
      ...plain(payment),
      invoiceNumber: formatInvoiceNumber(payment),
      invoiceFile: invoices[payment.id] ?? null,
    })),
    refunds: rows.refunds.map(plain),
    betaEnrolment: rows.betaEnrolment ? plain(rows.betaEnrolment) : null,
    usageEvents: rows.usageEvents.map(plain),
    consentRecords: rows.consentRecords.map(plain),
    feedback: rows.feedback.map(plain),
    consultationRequests: rows.consultationRequests.map(plain),
  };

  files["README.txt"] = strToU8(readme(rows.user.email, exportedAt));
  files["account-data.json"] = strToU8(JSON.stringify(data, null, 2));
  const zip = zipSync(files, { level: 6, mtime: params.now });
  const day = exportedAt.slice(0, 10);
  return { fileName: `contractclarity-data-${day}.zip`, zip };
}
