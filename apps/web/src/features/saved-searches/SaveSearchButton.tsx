import { Bell } from '../../ui/icons';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useEverTrue } from '../../lib/useEverTrue';
import { Button } from '../../ui/Button';

// The dialog (with its texts and the reading of the filters) loads when first wanted: this file
// imports nothing from the saved-searches contract, so /properties' first JavaScript stays in budget.
const loadDialog = () => import('./SaveSearchDialog');
const SaveSearchDialog = lazy(loadDialog);

/** "Save this search" on /properties: the search in the address, e-mailed when new homes match. */
export function SaveSearchButton() {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const wanted = useEverTrue(open);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
      >
        <Bell aria-hidden className="h-4 w-4" /> Save this search
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SaveSearchDialog open={open} onOpenChange={setOpen} search={params.toString()} />
        </Suspense>
      )}
    </>
  );
}
