import {
  endpoints,
  PAGE_SIZE,
  UPLOAD_FILE_TYPE_NAMES,
  type UploadedFileDto,
  type UploadFileTypeValue,
  UploadStatus,
} from '@riskscreen/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client.ts';
import { fileNameOf, saveFile } from '../../lib/download-file.ts';
import type { UploadProgress } from '../../lib/upload-request.ts';

const UPLOADS = endpoints.uploads;
/** How often the history is read again while a file waits or is being screened. */
export const PROGRESS_REFRESH_MS = 2000;

export const uploadKeys = {
  all: ['uploads'] as const,
  page: (offset: number) => ['uploads', 'page', offset] as const,
};

const isRunning = (file: UploadedFileDto) =>
  file.status === UploadStatus.Queued || file.status === UploadStatus.InProgress;

/** The upload history, 25 a page, read again every 2 s while any file on the page is queued or in progress. */
export function useUploadHistory(offset: number, enabled: boolean) {
  return useQuery({
    queryKey: uploadKeys.page(offset),
    enabled,
    queryFn: () => api.call(UPLOADS.list, { query: { offset, limit: PAGE_SIZE.uploads } }),
    placeholderData: (previous) => previous,
    refetchInterval: (query) => (query.state.data?.results.some(isRunning) ? PROGRESS_REFRESH_MS : false),
  });
}

/** Send a file to be screened, reporting the bytes sent as they go (spec part 1 §7: progress reported). */
export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      fileType,
      onProgress,
    }: {
      file: File;
      fileType: UploadFileTypeValue;
      onProgress: (progress: UploadProgress) => void;
    }) => {
      const body = new FormData();
      body.set('file_type', String(fileType));
      body.append('crypto_file', file, file.name);
      return api.call(UPLOADS.create, { body, onUploadProgress: onProgress });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: uploadKeys.all }),
  });
}

/** Save an upload's original file or its response file; an ApiError when the server refuses. */
export async function downloadUploadFile(file: UploadedFileDto, kind: 'crypto' | 'response'): Promise<void> {
  const res = await api.raw(UPLOADS.download, {
    params: { fileId: file.uuid },
    query: { download_file_type: kind },
  });
  if (!res.ok) throw new ApiError(res.status, await res.json().catch(() => null));
  saveFile(await res.blob(), fileNameOf(res.headers.get('content-disposition'), file.crypto_file_name));
}

/** Save a sample template of a file type (.csv or .xls). */
export async function downloadSample(fileType: UploadFileTypeValue, extension: 'csv' | 'xls'): Promise<void> {
  const name = `samples_${UPLOAD_FILE_TYPE_NAMES[fileType]}_fileupload.${extension}` as const;
  const res = await api.raw(UPLOADS.sample, { params: { file: name } });
  if (!res.ok) throw new ApiError(res.status, null);
  saveFile(await res.blob(), name);
}
