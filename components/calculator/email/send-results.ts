/**
 * "E-mail my results": the household payroll lead. Sent as
 * taxCalculatorResultSend through the GraphQL client (bot check included),
 * as the visitor's own action: a failure shows them the generic toast.
 */
import { GENERIC_ERROR_MESSAGE, showToast } from '@/components/shell/toasts';
import type { LocaleCode } from '@/engine/locale';
import type { CalculatorMode } from '../model/query-state';
import type { ResultRow } from '../model/result-rows';

export interface SendRequest {
  email: string;
  hiredOptionId: number;
  mode: CalculatorMode;
  state: string;
  payFrequency: string;
  taxYear: number;
  rows: ResultRow[];
  shareUrl: string;
  /** The page's language: the e-mail is written in it, as the result lines already are. */
  locale: LocaleCode;
}

export async function sendResults(request: SendRequest): Promise<string> {
  const [{ browserGraphqlClient }, { TAX_CALCULATOR_RESULT_SEND }] = await Promise.all([
    import('@/services/graphql/browser-client'),
    import('@/services/graphql/operations/tax-calculator-result-send'),
  ]);
  const client = await browserGraphqlClient();
  const { data } = await client.mutate({
    mutation: TAX_CALCULATOR_RESULT_SEND,
    variables: {
      input: {
        email: request.email.trim(),
        hiredOptionId: request.hiredOptionId,
        mode: request.mode === 'budget' ? 'BUDGET' : 'PAYCHECK',
        state: request.state,
        payFrequency: request.payFrequency,
        taxYear: request.taxYear,
        lines: request.rows.map(({ label, perPeriod, annual }) => ({ label, perPeriod, annual })),
        shareUrl: request.shareUrl,
        locale: request.locale,
      },
    },
    context: { notifyUser: () => showToast(GENERIC_ERROR_MESSAGE, 'error') },
  });
  const result = data?.taxCalculatorResultSend;
  if (!result?.success) throw new Error('the e-mail was not accepted');
  return result.messageId;
}
