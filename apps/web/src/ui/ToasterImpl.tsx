import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { markToasterMounted } from './toasterGate';

export default function ToasterImpl() {
  // Runs after the Toaster's own effects, so it is already listening.
  useEffect(() => markToasterMounted(toast), []);
  return <Toaster position="bottom-right" visibleToasts={20} closeButton toastOptions={{ duration: 4000 }} />;
}
