import { useParams } from 'react-router';
import { OrderDetails } from './OrderDetails';

/** /exchange/orders/:orderId (signed-in accounts): one job offer. */
export default function OrderDetailsPage() {
  const { orderId = '' } = useParams();
  return <OrderDetails orderId={orderId} mode="user" />;
}
