import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

/** A button that reads as a text link: a step aside within a form ("Forgot your password?", "Back to login"). */
export function LinkButton({ className, type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={cn('text-sm font-medium text-brand-700 underline-offset-2 hover:underline', className)} {...rest} />
  );
}
