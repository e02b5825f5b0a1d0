import { graphql } from 'react-relay';

/** What a purchase's row shows in the buyer's and the staff's lists: they spread it unmasked. */
export const purchaseRowFragment = graphql`
  fragment purchaseRow_purchase on Purchase {
    id
    number
    createdAt
    status
    paymentType
    totalGross
  }
`;
