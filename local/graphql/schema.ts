/** The GraphQL operations this site calls (Member, taxCalculatorResultSend), as the local server implements them. */
export const typeDefs = /* GraphQL */ `
  enum HomepayAccountStatus {
    CLIENT
    NONE
    PENDING
    SUBMITTED
  }

  type Member {
    displayName: String!
    email: String!
    firstName: String!
    homepayAccountStatusV2: HomepayAccountStatus!
    id: ID!
    lastName: String!
  }

  enum CalculatorMode {
    BUDGET
    PAYCHECK
  }

  input ResultLineInput {
    label: String!
    perPeriod: Float!
    annual: Float!
  }

  input TaxCalculatorResultSendInput {
    email: String!
    "The hired question: 21 = Not yet, 11 = Yes."
    hiredOptionId: Int!
    mode: CalculatorMode!
    state: String!
    payFrequency: String!
    taxYear: Int!
    lines: [ResultLineInput!]!
    shareUrl: String
    "The language of the e-mail, as the page's: en-US (when absent) or es-US."
    locale: String
  }

  type TaxCalculatorResultSendPayload {
    success: Boolean!
    messageId: ID!
  }

  type Query {
    "The signed-in member (bearer token required)."
    member: Member
  }

  type Mutation {
    "E-mails the calculator's results to the visitor (bot check required when configured)."
    taxCalculatorResultSend(input: TaxCalculatorResultSendInput!): TaxCalculatorResultSendPayload!
  }
`;
