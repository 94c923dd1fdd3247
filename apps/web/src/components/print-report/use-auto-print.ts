import { TIMERS_MS } from '@riskscreen/shared';
import { useEffect, useRef } from 'react';

/** Once the report has loaded, the print dialog after the spec's delay (part 3 §9: 1 s); once per page. */
export function useAutoPrint(isReady: boolean, isEnabled: boolean) {
  const printed = useRef(false);
  useEffect(() => {
    if (!isReady || !isEnabled || printed.current) return;
    const timer = window.setTimeout(() => {
      printed.current = true;
      window.print();
    }, TIMERS_MS.printDelay);
    return () => window.clearTimeout(timer);
  }, [isReady, isEnabled]);
}
