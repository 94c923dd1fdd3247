import { useSearchParams } from 'react-router';

/** The alert id of the query (?alert=12), or null. */
function alertIdOf(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * The alert an entity page was opened with (spec part 3 §2.4: query parameter alert), and the change of it that
 * keeps the rest of the query: the address, transaction and customer pages show its detail in place of their tabs.
 */
export function useAlertParam(): [alertId: number | null, setAlertId: (alertId: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const setAlertId = (alertId: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (alertId === null) next.delete('alert');
      else next.set('alert', String(alertId));
      return next;
    });
  return [alertIdOf(params.get('alert')), setAlertId];
}
