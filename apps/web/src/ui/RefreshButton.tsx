import { RefreshCw } from './icons';
import { Button, type ButtonProps } from './Button';

export interface RefreshButtonProps extends Omit<ButtonProps, 'variant' | 'loading' | 'onClick' | 'children'> {
  /** A reload is under way: the button spins (its icon gives way to the spinner) and waits. */
  refreshing: boolean;
  onRefresh: () => unknown;
}

/** The outlined "Refresh" button of a list or dashboard. */
export function RefreshButton({ refreshing, onRefresh, ...rest }: RefreshButtonProps) {
  return (
    <Button variant="outline" loading={refreshing} onClick={() => void onRefresh()} {...rest}>
      {!refreshing && <RefreshCw aria-hidden className="h-4 w-4" />} Refresh
    </Button>
  );
}
