import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useEverTrue } from '../../lib/useEverTrue';
import { Button } from '../../ui/Button';
import { filtersFromAddress } from './savedSearchFilters';

// The dialog (and its texts) loads when first wanted: /properties' first JavaScript stays in budget.
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
          <SaveSearchDialog open={open} onOpenChange={setOpen} filters={filtersFromAddress(params)} />
        </Suspense>
      )}
    </>
  );
}
