import { NOTICE_MESSAGES } from '@rentfront/shared/notices-core';
import { useState } from 'react';
import type { FileResult } from '../../api/client';
import { failureMessage } from '../../api/errors';
import { toast } from '../../ui/toast';
import { saveBlob } from './saveBlob';

/**
 * Downloads a notice attachment: "Preparing download..." first, and always a success or an
 * error toast after. `busyId` is the notice being downloaded (to disable its button).
 */
export function useNoticeDownload(fetchFile: (id: string) => Promise<FileResult>) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const download = async (notice: { id: string; original_filename: string | null }) => {
    const toastId = toast.loading(NOTICE_MESSAGES.preparingDownload);
    setBusyId(notice.id);
    try {
      const { blob, filename } = await fetchFile(notice.id);
      saveBlob(blob, filename && filename !== 'download' ? filename : (notice.original_filename ?? 'attachment'));
      toast.success(NOTICE_MESSAGES.downloadReady, toastId);
    } catch (err) {
      toast.error(failureMessage(err, NOTICE_MESSAGES.downloadFailed), toastId);
    } finally {
      setBusyId(null);
    }
  };
  return { download, busyId };
}
