import { ApiKeysPage } from '../../features/settings/index.ts';

export default function ApiKeysRoute() {
  return <ApiKeysPage />;
}
