import { graphql, readInlineData } from 'react-relay';
import type {
  certificateRow_certificate$data,
  certificateRow_certificate$key,
} from '../../__generated__/certificateRow_certificate.graphql';

/** What a list of certificates shows of one: the student's page and the admin's dialog fetch it through this. */
export type CertificateRow = certificateRow_certificate$data;

const fragment = graphql`
  fragment certificateRow_certificate on Certificate @inline {
    id
    kind
    title
    number
    issuedAt
    validUntil
    status
    downloadUrl
  }
`;

/** The rows of a certificate list, read from what the query fetched. */
export function certificateRows(keys: readonly certificateRow_certificate$key[]): CertificateRow[] {
  return keys.map((key) => readInlineData(fragment, key));
}
