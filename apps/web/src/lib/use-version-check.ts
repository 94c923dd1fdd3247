import { useIdle } from '@mantine/hooks';
import { TIMERS_MS } from '@riskscreen/shared/constants/limits'; // by file: see app/app.tsx
import { useEffect, useRef, useState } from 'react';
import { fetchVersion, isNewVersion, type VersionInfo } from './version-check.ts';

/**
 * New-version check (spec part 3 §4.8): /version.json every 30 minutes; once a new version is out, the page
 * reloads as soon as the user has been idle for a minute, so nobody loses what they are typing.
 */
export function useVersionCheck(): void {
  const idle = useIdle(TIMERS_MS.versionCheckIdle, { initialState: false });
  const known = useRef<VersionInfo | null>(null);
  const [isOutdated, setOutdated] = useState(false);

  useEffect(() => {
    let active = true;
    void fetchVersion().then((v) => {
      if (active) known.current = v;
    });
    const timer = window.setInterval(async () => {
      const latest = await fetchVersion();
      if (!active) return;
      if (known.current === null) known.current = latest;
      else if (isNewVersion(known.current, latest)) setOutdated(true);
    }, TIMERS_MS.versionCheckInterval);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (isOutdated && idle) window.location.reload();
  }, [isOutdated, idle]);
}
