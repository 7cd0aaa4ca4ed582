import { ProgressBar } from './ProgressBar';

/**
 * Progress of a multipart upload (the API client reports it through XHR). Once every byte is
 * sent the server still works (images are resized), so the label changes to `finishingLabel`.
 */
export function UploadProgress({ fraction, finishingLabel = 'Saving…' }: { fraction: number; finishingLabel?: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-xs text-slate-700">
        <span>{percent < 100 ? 'Uploading…' : finishingLabel}</span>
        <span>{percent}%</span>
      </div>
      <ProgressBar label="Upload progress" percent={percent} fillClassName="rounded-full bg-brand-700 transition-[width]" />
    </div>
  );
}
