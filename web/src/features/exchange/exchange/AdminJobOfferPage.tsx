import { useParams } from 'react-router';
import { OrderDetails } from './OrderDetails';

/** /admin/job-offers/:orderId (admins): one job offer, which the admin may close. */
export default function AdminJobOfferPage() {
  const { orderId = '' } = useParams();
  return <OrderDetails orderId={orderId} mode="admin" />;
}
