import { graphql } from '../../gql';

// The agency's quotes for customers (issue 39): its list and a new quote. Costs and prices per item are the agent's
// view only; the customer's page (/q/:token) reads the public REST view, which has neither.

export const CustomerQuoteFieldsFragment = graphql(`
  fragment CustomerQuoteFields on CustomerQuote {
    id
    status
    shareUrl
    sharePath
    customerName
    customerPhone
    customerEmail
    note
    currency
    totalInPkr
    costInPkr
    expiresAt
    viewedAt
    acceptedAt
    createdAt
    createdBy
    whatsappUrl
    items {
      position
      type
      itemName
      summary
      imageUrl
      costInPkr
      priceInPkr
      bookingId
    }
  }
`);

export const CustomerQuotesQuery = graphql(`
  query CustomerQuotes($limit: Int, $offset: Int) {
    customerQuotes(limit: $limit, offset: $offset) {
      items {
        id
        ...CustomerQuoteFields
      }
      hasMore
      limit
      offset
    }
  }
`);

export const CreateCustomerQuoteMutation = graphql(`
  mutation CreateCustomerQuote($input: CreateQuoteInput!) {
    createCustomerQuote(input: $input) {
      id
      ...CustomerQuoteFields
    }
  }
`);
