import { gql, type TypedDocumentNode } from '../apollo';

export type HomepayAccountStatus = 'CLIENT' | 'NONE' | 'PENDING' | 'SUBMITTED';

export interface Member {
  displayName: string;
  email: string;
  firstName: string;
  homepayAccountStatusV2: HomepayAccountStatus;
  id: string;
  lastName: string;
}

export const MEMBER_QUERY: TypedDocumentNode<{ member: Member | null }, Record<string, never>> = gql`
  query Member {
    member {
      displayName
      email
      firstName
      homepayAccountStatusV2
      id
      lastName
    }
  }
`;
