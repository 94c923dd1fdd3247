import { useRouteError } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { PrintMessage } from './print-message.tsx';

/** What a report page says when its object or its credentials fail (the route's error element). */
export function printErrorText(error: unknown): { title: string; text: string } {
  const status = error instanceof ApiError ? error.status : null;
  if (status === 401) {
    return {
      title: 'This report link is not valid',
      text: 'The token or API key of the link is invalid or has expired. Open the report again from the application.',
    };
  }
  if (status === 403) {
    return { title: "You don't have access to this report", text: 'Ask an administrator of the workspace.' };
  }
  if (status === 404) {
    return { title: 'This report could not be found', text: 'The object or the workspace does not exist.' };
  }
  return { title: 'This report could not be loaded', text: 'Please try again later.' };
}

export function PrintErrorScreen() {
  const { title, text } = printErrorText(useRouteError());
  return <PrintMessage title={title} text={text} />;
}
