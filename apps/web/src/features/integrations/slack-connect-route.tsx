import { SlackConnectPage } from './components/slack-connect-page.tsx';

/** The lazily loaded page of /slack/connect and /dashboard/slack/connect. */
export default function SlackConnectRoute() {
  return <SlackConnectPage />;
}
