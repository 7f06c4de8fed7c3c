// The receipt of a Premium payment on the local driver (Stripe sends its own). Prices include GST
// for Australian customers, so the invoice states the GST in the amount (1/11 of it). It is titled
// a tax invoice only when the supplier's ABN is configured: an Australian tax invoice must show it.
import { formatAud, gstIncluded, messages } from '@quorum/shared';
import type { PricedTier } from '@quorum/shared';
import { EmailFrame, Paragraphs, footerText } from './frame';
import type { EmailContent } from './render';
import { renderEmail } from './render';
import { billingFooter, emailDate, tierWords } from './billing-words';

/** Who supplies the service, from configuration. */
export interface BillingSupplier {
  name: string;
  abn: string | null;
}

export interface BillingReceiptInput {
  invoiceNumber: string;
  issuedAt: Date;
  companyName: string;
  /** The customer's ABN, when the company gave one. */
  companyAbn: string | null;
  periodStart: Date;
  periodEnd: Date;
  tier: PricedTier;
  /** The amount paid in price units (cents), GST included. */
  amountUnits: number;
  /** Null when none is configured: the receipt then names Quorum and is not a tax invoice. */
  supplier: BillingSupplier | null;
}

/** "12 345 678 901", as the ABN is written; anything else as given. */
const abnWords = (abn: string) => {
  const digits = abn.replace(/\s/g, '');
  return /^\d{11}$/.test(digits)
    ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`
    : abn;
};

const withAbn = (name: string, abn: string | null) =>
  abn ? `${name} (ABN ${abnWords(abn)})` : name;

/** A cell of the invoice's table, in the size and leading of the email's paragraphs. */
const CELL = {
  textAlign: 'left',
  verticalAlign: 'top',
  fontSize: '14px',
  lineHeight: '24px',
} as const;

/** The invoice's lines, label and value, shared by the table and the plain text. */
function rowsOf(input: BillingReceiptInput) {
  const supplier = input.supplier ?? { name: 'Quorum', abn: null };
  return [
    ['Invoice number', input.invoiceNumber],
    ['Date', emailDate(input.issuedAt)],
    ['From', withAbn(supplier.name, supplier.abn)],
    ['To', withAbn(input.companyName, input.companyAbn)],
    ['Description', `Quorum Premium, ${tierWords(input.tier)}, monthly`],
    ['Period', `${emailDate(input.periodStart)} to ${emailDate(input.periodEnd)}`],
    ['Total (GST included)', formatAud(input.amountUnits)],
    ['GST included in the total', formatAud(gstIncluded(input.amountUnits))],
  ] as const;
}

export function billingReceiptEmail(input: BillingReceiptInput): Promise<EmailContent> {
  const title = input.supplier?.abn ? 'Tax invoice' : 'Receipt';
  const rows = rowsOf(input);
  const footer = billingFooter(input.companyName);
  const intro = `${title} for the Premium plan of ${input.companyName}. Thank you for your payment.`;
  return renderEmail({
    subject: `${title} ${input.invoiceNumber}: Quorum Premium for ${input.companyName}`,
    text: [
      intro,
      rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
      messages.plan.gstIncluded,
      footerText(footer),
    ].join('\n\n'),
    body: (
      <EmailFrame footer={footer}>
        <Paragraphs lines={[intro]} />
        <table cellPadding={0} cellSpacing={0} style={{ width: '100%', margin: '0 0 16px' }}>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" style={{ ...CELL, fontWeight: 600, padding: '4px 12px 4px 0' }}>
                  {label}
                </th>
                <td style={{ ...CELL, padding: '4px 0' }}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Paragraphs lines={[messages.plan.gstIncluded]} />
      </EmailFrame>
    ),
  });
}
