import { graphql } from 'react-relay';

/**
 * A user's account data, the fields of `fields.ts` (a person's and a company's): the account page
 * and an administrator's user page show and edit them. Spread unmasked
 * (`...accountData_user @relay(mask: false)`) so that `user[field.name]` reads them.
 */
export const accountDataFragment = graphql`
  fragment accountData_user on User {
    firstName
    lastName
    phoneNumber
    pilotNumber
    operatorNumber
    emailUlc
    phoneNumberUlc
    companyName
    nip
    address
    postalCode
    city
    examEntitySerialNumber
  }
`;
