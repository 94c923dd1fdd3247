import { useLocation } from 'react-router';

/** Where the router is (path and query), as the last rendered LocationProbe saw it: for assertions on navigation. */
export const probedLocation = { current: '' };

/** Renders nothing; records the router's location in `probedLocation` on every render. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  probedLocation.current = `${pathname}${search}`;
  return null;
}
