import { gql, type TypedDocumentNode } from '../apollo';

/** One line of the calculator's breakdown as the e-mail shows it. */
export interface ResultLineInput {
  label: string;
  perPeriod: number;
  annual: number;
}

export interface TaxCalculatorResultSendInput {
  email: string;
  /** The hired question's option ids: 21 = 'Not yet', 11 = 'Yes'. */
  hiredOptionId: number;
  mode: 'BUDGET' | 'PAYCHECK';
  state: string;
  payFrequency: string;
  taxYear: number;
  lines: ResultLineInput[];
  /** A link that reopens the calculator with the same inputs. */
  shareUrl?: string;
  /** The language the e-mail is written in: the page's (en-US or es-US); English when absent. */
  locale?: string;
}

export interface TaxCalculatorResultSendPayload {
  taxCalculatorResultSend: { success: boolean; messageId: string };
}

export const TAX_CALCULATOR_RESULT_SEND: TypedDocumentNode<
  TaxCalculatorResultSendPayload,
  { input: TaxCalculatorResultSendInput }
> = gql`
  mutation taxCalculatorResultSend($input: TaxCalculatorResultSendInput!) {
    taxCalculatorResultSend(input: $input) {
      success
      messageId
    }
  }
`;
