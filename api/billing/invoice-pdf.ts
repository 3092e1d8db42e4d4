import { toWinAnsiText } from "../../agent/export/win-ansi-text";
import { formatPrice } from "../../common/plans";
import type { PaymentRow, SellerDetailsRow } from "../db/schema";
import { formatInvoiceNumber, vatIncluded } from "./to-payment";

/**
 * A South African tax invoice for one payment (VAT Act s20(5), under R5 000): the words "Tax invoice", the
 * seller's name, address and VAT registration number, number, date, buyer, description, amount incl. VAT and
 * the VAT in it. Without the seller's details (an admin sets them on /admin/plans) it is titled "Invoice" and
 * says they are missing, rather than passing for a tax invoice.
 */
export async function renderInvoicePdf(params: {
  payment: PaymentRow;
  buyerEmail: string;
  planName: string;
  seller: SellerDetailsRow | undefined;
}): Promise<Uint8Array> {
  const { payment } = params;
  // loaded on the first invoice: pdf-lib stays out of the server's heap until then
  const { PDFDocument, rgb, StandardFonts } = await import("pdf-lib");
  const document = await PDFDocument.create();
  document.setTitle(`ContractClarity tax invoice ${formatInvoiceNumber(payment) ?? ""}`);
  document.setAuthor("ContractClarity");
  const page = document.addPage([595.28, 841.89]); // A4
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.12, 0.16);
  let y = 780;
  const line = (text: string, options: { size?: number; bold?: boolean; x?: number; gap?: number } = {}) => {
    page.drawText(toWinAnsiText(text), {
      x: options.x ?? 56,
      y,
      size: options.size ?? 11,
      font: options.bold ? bold : regular,
      color: ink,
    });
    y -= options.gap ?? 18;
  };
  const vat = vatIncluded(payment.amount);
  const completed = payment.completedAt ?? payment.createdAt;

  const { seller } = params;
  line(seller ? "Tax invoice" : "Invoice", { size: 22, bold: true, gap: 30 });
  if (seller) {
    line(`Seller: ${seller.legalName}`, { bold: true });
    for (const addressLine of seller.address.split(/\r?\n/).filter((text) => text.trim() !== ""))
      line(addressLine.trim());
    line(`VAT registration number: ${seller.vatNumber}`, { gap: 28 });
  } else {
    line("Seller: ContractClarity", { bold: true });
    line("The seller's address and VAT registration number are not set up yet.", { gap: 28 });
  }
  line(`Invoice number: ${formatInvoiceNumber(payment) ?? "not yet issued"}`);
  line(`Date: ${completed.toISOString().slice(0, 10)}`);
  line(`Payment reference: ${payment.id}`);
  line(`Bill to: ${params.buyerEmail}`, { gap: 32 });

  line("Description", { bold: true, gap: 0 });
  line("Amount", { bold: true, x: 420 });
  line(`${params.planName} plan, one month`, { gap: 0 });
  line(formatPrice(payment.amount), { x: 420, gap: 28 });

  line("Total (VAT included)", { bold: true, gap: 0 });
  line(formatPrice(payment.amount), { bold: true, x: 420 });
  line("VAT at 15 % included in the total", { gap: 0 });
  line(`R${(vat / 100).toFixed(2)}`, { x: 420 });
  line("Total excluding VAT", { gap: 0 });
  line(`R${((payment.amount - vat) / 100).toFixed(2)}`, { x: 420, gap: 32 });

  if (payment.status === "refunded") line("This payment was refunded.", { bold: true });
  line("Amounts in South African rand (ZAR).", { size: 9 });
  return document.save();
}
