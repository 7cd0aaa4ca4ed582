import { Download } from '../../../ui/icons';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';

/** The ten recovery codes, shown once right after two-factor is turned on, to copy or download. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = codes.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Recovery codes copied.');
    } catch {
      toast.error('Could not copy. Please select the codes and copy them.');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`Rentfront recovery codes\n\n${text}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'rentfront-recovery-codes.txt';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They will not be shown again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-4 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={copy}>
          Copy codes
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden className="h-4 w-4" /> Download
        </Button>
      </div>
    </div>
  );
}
