import type { ComponentProps } from 'react';
import { CodeField } from '../../features/payments/components/code-field';
import { PaymentHistory } from '../../features/payments/components/payment-history';
import { PixPayment } from '../../features/payments/components/pix-payment';
import { PaymentPartsContext, type PaymentParts } from '../../features/submissions/components/package-step';
import SubmitDialog from '../../features/submissions/components/submit-dialog';

const paymentParts: PaymentParts = { Pix: PixPayment, Code: CodeField, History: PaymentHistory };

/** The submissions feature's dialog with the payments feature's parts in its package step. */
export default function SubmitDialogScreen(props: ComponentProps<typeof SubmitDialog>) {
  return (
    <PaymentPartsContext.Provider value={paymentParts}>
      <SubmitDialog {...props} />
    </PaymentPartsContext.Provider>
  );
}
