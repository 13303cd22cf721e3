import { getOperatorClient } from '@staycompliant/backend-client';
import { operatorMutation, operatorQuery } from '@staycompliant/operator-console';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@staycompliant/query';
import type { Enquiry, EnquiryStatus } from './enquiry-model';
import {
  fetchAlertQueueStats,
  fetchEnquiry,
  fetchEnquiryHistory,
  fetchEnquiryPage,
  fetchStatusCounts,
  fetchSubscriberPage,
  removeSubscriber,
  resendAlert,
  updateEnquiry,
} from './inbox-backend';
import type { EnquiryFilter, SubscriberFilter } from './list-query';

const inboxKey = ['operator-inbox'] as const;
const enquiriesKey = [...inboxKey, 'enquiries'] as const;
const subscribersKey = [...inboxKey, 'subscribers'] as const;

/** Two quiet retries for what the network may cure; a refused session ends it instead (operator-console). */
const inboxQuery = operatorQuery(2);
const listQuery = { ...inboxQuery, placeholderData: keepPreviousData } as const;

export function useEnquiryPage(filter: EnquiryFilter) {
  return useQuery({
    queryKey: [...enquiriesKey, 'page', filter],
    queryFn: async () => fetchEnquiryPage(await getOperatorClient(), filter),
    ...listQuery,
  });
}

export function useStatusCounts(filter: Pick<EnquiryFilter, 'search' | 'service'>) {
  return useQuery({
    queryKey: [...enquiriesKey, 'counts', { search: filter.search, service: filter.service }],
    queryFn: async () => fetchStatusCounts(await getOperatorClient(), filter),
    ...listQuery,
  });
}

export function useEnquiry(id: string) {
  return useQuery({
    queryKey: [...enquiriesKey, 'one', id],
    queryFn: async () => fetchEnquiry(await getOperatorClient(), id),
    ...inboxQuery,
  });
}

export function useEnquiryHistory(id: string) {
  return useQuery({
    queryKey: [...enquiriesKey, 'history', id],
    queryFn: async () => fetchEnquiryHistory(await getOperatorClient(), id),
    ...inboxQuery,
  });
}

export function useUpdateEnquiry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...operatorMutation,
    mutationFn: async (changes: { status?: EnquiryStatus; notes?: string }) => updateEnquiry(await getOperatorClient(), id, changes),
    onSuccess: (enquiry: Enquiry) => {
      queryClient.setQueryData([...enquiriesKey, 'one', id], enquiry);
      return queryClient.invalidateQueries({ queryKey: enquiriesKey });
    },
  });
}

/** The alert queue's figures, read again every 10 s: the dispatcher's tick. */
export function useAlertQueueStats() {
  return useQuery({
    queryKey: [...enquiriesKey, 'alert-queue'],
    queryFn: async () => fetchAlertQueueStats(await getOperatorClient()),
    ...inboxQuery,
    refetchInterval: 10_000,
  });
}

export function useResendAlert(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...operatorMutation,
    mutationFn: async () => resendAlert(await getOperatorClient(), id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: enquiriesKey }),
  });
}

export function useSubscriberPage(filter: SubscriberFilter) {
  return useQuery({
    queryKey: [...subscribersKey, 'page', filter],
    queryFn: async () => fetchSubscriberPage(await getOperatorClient(), filter),
    ...listQuery,
  });
}

export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    ...operatorMutation,
    mutationFn: async (id: string) => removeSubscriber(await getOperatorClient(), id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscribersKey }),
  });
}
