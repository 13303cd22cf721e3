import { getOperatorClient } from '@staycompliant/backend-client';
import { retryUnlessSessionRejected, useEndSessionOnRejection } from '@staycompliant/operator-console';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
const retry = retryUnlessSessionRejected(2);
const queryOptions = { retry, placeholderData: keepPreviousData } as const;

export function useEnquiryPage(filter: EnquiryFilter) {
  const query = useQuery({
    queryKey: [...enquiriesKey, 'page', filter],
    queryFn: async () => fetchEnquiryPage(await getOperatorClient(), filter),
    ...queryOptions,
  });
  useEndSessionOnRejection(query.error);
  return query;
}

export function useStatusCounts(filter: Pick<EnquiryFilter, 'search' | 'service'>) {
  const query = useQuery({
    queryKey: [...enquiriesKey, 'counts', { search: filter.search, service: filter.service }],
    queryFn: async () => fetchStatusCounts(await getOperatorClient(), filter),
    ...queryOptions,
  });
  useEndSessionOnRejection(query.error);
  return query;
}

export function useEnquiry(id: string) {
  const query = useQuery({
    queryKey: [...enquiriesKey, 'one', id],
    queryFn: async () => fetchEnquiry(await getOperatorClient(), id),
    retry,
  });
  useEndSessionOnRejection(query.error);
  return query;
}

export function useEnquiryHistory(id: string) {
  const query = useQuery({
    queryKey: [...enquiriesKey, 'history', id],
    queryFn: async () => fetchEnquiryHistory(await getOperatorClient(), id),
    retry,
  });
  useEndSessionOnRejection(query.error);
  return query;
}

export function useUpdateEnquiry(id: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (changes: { status?: EnquiryStatus; notes?: string }) => updateEnquiry(await getOperatorClient(), id, changes),
    onSuccess: (enquiry: Enquiry) => {
      queryClient.setQueryData([...enquiriesKey, 'one', id], enquiry);
      return queryClient.invalidateQueries({ queryKey: enquiriesKey });
    },
  });
  useEndSessionOnRejection(mutation.error);
  return mutation;
}

/** The alert queue's figures, read again every 10 s: the dispatcher's tick. */
export function useAlertQueueStats() {
  const query = useQuery({
    queryKey: [...enquiriesKey, 'alert-queue'],
    queryFn: async () => fetchAlertQueueStats(await getOperatorClient()),
    retry,
    refetchInterval: 10_000,
  });
  useEndSessionOnRejection(query.error);
  return query;
}

export function useResendAlert(id: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async () => resendAlert(await getOperatorClient(), id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: enquiriesKey }),
  });
  useEndSessionOnRejection(mutation.error);
  return mutation;
}

export function useSubscriberPage(filter: SubscriberFilter) {
  const query = useQuery({
    queryKey: [...subscribersKey, 'page', filter],
    queryFn: async () => fetchSubscriberPage(await getOperatorClient(), filter),
    ...queryOptions,
  });
  useEndSessionOnRejection(query.error);
  return query;
}

export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (id: string) => removeSubscriber(await getOperatorClient(), id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscribersKey }),
  });
  useEndSessionOnRejection(mutation.error);
  return mutation;
}
