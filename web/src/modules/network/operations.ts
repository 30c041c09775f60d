import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { AgencyNetworkQuery as AgencyNetworkData } from '../../gql/graphql';

// The agency's network (issue 39): its line, its sub-agents with their figures and markups, the master's default
// markups, the sub-agents' bookings; and the agency's brand.

export const AgencyNetworkQuery = graphql(`
  query AgencyNetwork {
    agencyNetwork {
      role
      masterName
      creditLimitInPkr
      givenInPkr
      availableInPkr
      defaultMarkups { productType kind value inherited }
      subAgents { ...SubAgentFields }
    }
  }
`);

export const SubAgentFieldsFragment = graphql(`
  fragment SubAgentFields on SubAgent {
    id name email status creditLimitInPkr owedInPkr availableInPkr salesInPkr bookingCount marginInPkr invitationUrl createdAt
    markups { productType kind value inherited }
  }
`);

const InviteSubAgentMutation = graphql(`
  mutation InviteSubAgent($input: InviteSubAgentInput!) {
    inviteSubAgent(input: $input) { id invitationUrl subAgent { ...SubAgentFields } }
  }
`);

const UpdateSubAgentMutation = graphql(`
  mutation UpdateSubAgent($id: ID!, $input: UpdateSubAgentInput!) {
    updateSubAgent(id: $id, input: $input) { ...SubAgentFields }
  }
`);

const SetDefaultNetworkMarkupMutation = graphql(`
  mutation SetDefaultNetworkMarkup($input: NetworkMarkupInput!) {
    setDefaultNetworkMarkup(input: $input) { productType kind value inherited }
  }
`);

export const SubAgentBookingsQuery = graphql(`
  query SubAgentBookings($subAgentId: ID, $limit: Int, $offset: Int) {
    subAgentBookings(subAgentId: $subAgentId, limit: $limit, offset: $offset) {
      items { ...BookingFields }
      hasMore
    }
  }
`);

export const AgencyBrandQuery = graphql(`
  query AgencyBrand {
    agencyBrand { tradingName phone whatsapp address licenceNumber logoUrl updatedAt }
  }
`);

const SetAgencyBrandMutation = graphql(`
  mutation SetAgencyBrand($input: AgencyBrandInput!) {
    setAgencyBrand(input: $input) { tradingName phone whatsapp address licenceNumber logoUrl updatedAt }
  }
`);

const RemoveAgencyLogoMutation = graphql(`
  mutation RemoveAgencyLogo {
    removeAgencyLogo { tradingName phone whatsapp address licenceNumber logoUrl updatedAt }
  }
`);

export type AgencyNetwork = AgencyNetworkData['agencyNetwork'];
export type NetworkMarkup = AgencyNetwork['defaultMarkups'][number];

// the master's figures (given, available) and every sub-agent's inherited markups follow from these writes: the
// network is asked again (one small query) rather than recomputed here
const refetchNetwork = { refetchQueries: [AgencyNetworkQuery], awaitRefetchQueries: true };

export const useInviteSubAgent = () => useMutation(InviteSubAgentMutation, refetchNetwork);
export const useUpdateSubAgent = () => useMutation(UpdateSubAgentMutation, refetchNetwork);
export const useSetDefaultNetworkMarkup = () => useMutation(SetDefaultNetworkMarkupMutation, refetchNetwork);

/** The brand's answers replace the query's entry (the brand has no id: it is the caller's agency's one). */
export const useSetAgencyBrand = () =>
  useMutation(SetAgencyBrandMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: AgencyBrandQuery, data: { agencyBrand: data.setAgencyBrand } });
    },
  });
export const useRemoveAgencyLogo = () =>
  useMutation(RemoveAgencyLogoMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: AgencyBrandQuery, data: { agencyBrand: data.removeAgencyLogo } });
    },
  });
