import { getOperatorClient } from '@staycompliant/backend-client';
import { isSessionRejected, operatorMutation, operatorQuery } from '@staycompliant/operator-console';
import { useMutation, useQuery, useQueryClient } from '@staycompliant/query';
import { toast } from '@staycompliant/ui/toast';
import { uploadCacheControlSeconds } from '../client-logos/logo-constants';
import type { LogoItem } from '../client-logos/logo-rules';
import { listLogoFiles, logoBucket } from '../client-logos/logo-storage';
import { clientLogosQueryKey } from '../client-logos/use-client-logos';
import { logoMessages, nothingDeletedReason, storageFailureReason } from './logo-messages';

const adminLogosKey = [...clientLogosQueryKey, 'admin'] as const;

/**
 * The bucket's logos as operators manage them: every logo file once, by name. A refused session
 * ends it, as on every operator page (operator-console).
 */
export function useAdminLogos() {
  return useQuery({
    queryKey: adminLogosKey,
    queryFn: async () => listLogoFiles((await getOperatorClient()).storage),
    ...operatorQuery(1),
  });
}

/** A delete Storage answered with an empty list: nothing was removed. */
class NothingDeletedError extends Error {}

export interface LogoUpload {
  file: Blob;
  storageKey: string;
  contentType: string;
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    ...operatorMutation,
    mutationFn: async ({ file, storageKey, contentType }: LogoUpload) => {
      // storage-js takes a Blob's own type: re-wrap it with the type its checked extension implies.
      const body = new Blob([file], { type: contentType });
      const { error } = await (await getOperatorClient()).storage
        .from(logoBucket)
        .upload(storageKey, body, { cacheControl: String(uploadCacheControlSeconds), upsert: true, contentType });
      if (error) throw error;
    },
    onSuccess: () => {
      toast.success(logoMessages.uploaded);
      return queryClient.invalidateQueries({ queryKey: clientLogosQueryKey });
    },
    onError: (error) => {
      if (!isSessionRejected(error)) toast.error(logoMessages.uploadFailed(storageFailureReason(error, 'upload')));
    },
  });
}

/** Removes the logo from the list at once; puts it back if the backend refuses. */
export function useDeleteLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    ...operatorMutation,
    mutationFn: async (logo: LogoItem) => {
      const { data, error } = await (await getOperatorClient()).storage.from(logoBucket).remove([logo.name]);
      if (error) throw error;
      if (!data || data.length === 0) throw new NothingDeletedError(nothingDeletedReason);
    },
    onMutate: async (logo) => {
      await queryClient.cancelQueries({ queryKey: adminLogosKey });
      const before = queryClient.getQueryData<LogoItem[]>(adminLogosKey);
      queryClient.setQueryData<LogoItem[]>(adminLogosKey, (logos) => logos?.filter((item) => item.name !== logo.name));
      return { before };
    },
    onSuccess: () => toast.success(logoMessages.deleted),
    onError: (error, _logo, context) => {
      if (context?.before) queryClient.setQueryData(adminLogosKey, context.before);
      if (isSessionRejected(error)) return;
      const reason = error instanceof NothingDeletedError ? error.message : storageFailureReason(error, 'delete');
      toast.error(logoMessages.deletionFailed(reason));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientLogosQueryKey }),
  });
}
