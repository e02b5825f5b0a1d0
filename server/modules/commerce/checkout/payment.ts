import type { Purchase } from '../../../generated/prisma/client.ts';
import { startPayment, type PaymentDeps } from '../payments/service.ts';
import { markPaid } from '../purchases/service.ts';
import type { PlaceOrderResult } from './service.ts';

export interface PlaceOrderPayload {
  purchase: Purchase;
  /** Przelewy24: where to send the buyer to pay. */
  paymentRedirectUrl: string | null;
  /** The guest's private-link secret, only from the call that created the purchase. */
  accessToken: string | null;
}

/**
 * After placement's commit (GraphQL and REST): a zero total is paid at once (purchases' markPaid,
 * by the system); a Przelewy24 order gets its payment registered, again on a repeated submit, so
 * a lost answer still leads the buyer to the payment.
 */
export async function afterPlacement(deps: PaymentDeps, result: PlaceOrderResult): Promise<PlaceOrderPayload> {
  let { purchase } = result;
  let paymentRedirectUrl: string | null = null;
  if (purchase.status === 'PLACED' && purchase.paymentType === 'O_TRANSFER') {
    await markPaid(deps.prisma, purchase.id, { source: 'system' });
    purchase = await deps.prisma.purchase.findUniqueOrThrow({ where: { id: purchase.id } });
  } else if (purchase.status === 'PLACED' && purchase.paymentType === 'PRZELEWY24_TRANSFER') {
    paymentRedirectUrl = (await startPayment(deps, purchase.id)).redirectUrl;
  }
  return { purchase, paymentRedirectUrl, accessToken: result.accessToken };
}
