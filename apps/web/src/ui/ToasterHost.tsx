import { lazy, Suspense, useEffect, useState } from 'react';
import { onToasterRequested } from './toasterGate';

const ToasterImpl = lazy(() => import('./ToasterImpl'));

/**
 * Mounts the toaster the first time a toast is asked for, so its code is never part of the first
 * page load. Toasts asked for meanwhile wait in the gate and show as soon as it mounts.
 */
export function ToasterHost() {
  const [show, setShow] = useState(false);
  useEffect(() => onToasterRequested(() => setShow(true)), []);
  return show ? (
    <Suspense fallback={null}>
      <ToasterImpl />
    </Suspense>
  ) : null;
}
