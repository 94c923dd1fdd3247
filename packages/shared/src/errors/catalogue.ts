/**
 * The error catalogue texts (spec part 1 §8, part 2 §8, part 3 §8). The server answers with these codes and texts;
 * the web shows them. Keep the specification's spelling (including its typos, e.g. "reCAPATCHA").
 */
export const ERROR_TEXTS = {
  invalid_credentials: 'Invalid email or password',
  user_is_blocked: 'User account is blocked. Please contact your administrator.',
  no_organization_found: 'No organization found for given email address',
  /** Single sign-on (decision 0037): the callback's refusals, shown by the login completion page. */
  sso_not_enabled: 'Single sign-on is not set up for this organisation.',
  sso_failed:
    'Single sign-on failed: the answer of the identity provider could not be verified. Please try again.',
  sso_refused: 'The identity provider did not sign you in. Please try again.',
  sso_email_unverified: 'Your identity provider did not confirm your e-mail address.',
  sso_no_seat: 'Your organisation has no free seat on its plan. Please contact your administrator.',
  sso_not_member:
    'Your e-mail address is not a member of this organisation. Ask an organisation admin for an invitation.',
  captcha_failed: 'Error while verifying reCAPATCHA. Please try again after {value} seconds',
  captcha_failed_login: 'Error while verifying reCAPATCHA. Please try again after sometime',
  captcha_loading: 'Loading recaptcha, please wait',
  captcha_error: 'Recaptcha failed, please refresh the page.',
  no_active_user:
    'There is no active user associated with this e-mail address or the password can not be changed',
  internal_error: 'Internal Error!',
  screened_failed: 'Failed to rescreen the {value}. Please try again after some time.',
  currency_deprecated: 'This blockchain is no longer supported',
  cannot_edit_rules: 'Custom Rules feature is not enabled. Please contact support team to subscribe.',
  cannot_enable_behaviour_rules:
    'Behaviour Rules feature is not enabled. Please contact support team to subscribe.',
  something_went_wrong: 'Something went wrong. Please reach out to the support team.',
  token_account: 'Current address is a token account. Please screen owner account address.',
  other_login_failure: 'An error occurred',
  no_workspaces: 'No workspaces found for the user.',
  session_expired: 'Your session expired. Please login again.',
  session_expired_refresh: 'Session expired, please login again.',
  not_found: 'Not found.',
  not_authenticated: 'Authentication credentials were not provided.',
  invalid_token: 'Given token not valid for any token type',
  invalid_api_key: 'The API key is unknown or has been revoked.',
  permission_denied: 'You do not have permission to perform this action.',
  rate_limited: 'Too many requests. Please try again after {value} seconds',
  /** A workspace the caller is not a member of, or that does not exist: the same answer for both. */
  workspace_not_found: 'Not found.',
  api_key_not_allowed: 'API keys cannot be used for this endpoint. Please sign in instead.',
  /** A key ended by an admin or by a password reset stays ended for its owner (issue 28). */
  api_key_revoked_by_admin:
    'An administrator revoked this API key; it cannot be re-enabled. Please create a new key.',
  api_key_revoked_by_reset:
    'A password reset revoked this API key; it cannot be re-enabled. Please create a new key.',
  api_access_not_in_plan:
    'API access is not included in your plan. Please contact support team to subscribe.',
  /** Billing (issue 16): the plan's credits are spent, its end date has passed, its seats are taken. */
  credit_limit_reached:
    'Your organisation has used all {value} screening credits of its plan. Please contact support team to add credits.',
  billing_plan_expired: 'Your Billing Plan Has Expired',
  user_limit_reached:
    'Your organisation has reached the user limit of its plan ({value} users). Please contact support team to add users.',
  customers_not_in_plan:
    'Customers are not included in your plan. Please contact your account manager or the support team.',
  null_character: 'Null characters are not allowed.',
  malformed_text: 'This text is not valid Unicode.',
  field_required: 'This field is required.',
  field_too_long: 'Ensure this field has no more than {value} characters.',
  not_a_string: 'Not a valid string.',
  not_a_number: 'A valid number is required.',
  not_a_list: 'Expected a list of items.',
  not_a_boolean: 'Must be a valid boolean.',
  invalid_choice: '"{value}" is not a valid choice.',
  invalid_address: 'Address is invalid for the selected currency',
  invalid_transaction: 'Transaction hash is invalid for the selected currency',
  invalid_customer: 'Customer ID is invalid',
  password_mismatch: "The two password fields didn't match.",
  password_too_short: 'This password is too short. It must contain at least 8 characters.',
  password_no_digit: 'This password must contain at least 1 numeric character.',
  /** Re-authentication before a sensitive action (decision 0020). */
  current_password_incorrect: 'Your current password is incorrect.',
  password_incorrect: 'Your password is incorrect.',
  /** Integrations (spec part 3 §8): the webhook test's refusal, and a target the server will not call. */
  webhook_test_failed: 'Failed to validate. Please check the inputs.',
  webhook_target_refused:
    'This URL points to a private, loopback or link-local address, which the server does not call.',
  integration_not_available: 'This integration is not available on this server.',
  /** The smart contract watchlist needs the plan feature token_monitoring_status (spec part 3 §2.10, §6). */
  token_monitoring_unavailable:
    'The smart contract watchlist is not available on your plan. Please contact your account manager or the support team.',
  /** The chat service's code exchange failed (spec part 3 §8): a bad or used code or state, or the provider said no. */
  slack_connect_failed: 'Error connecting to slack',
} as const;
export type ErrorCode = keyof typeof ERROR_TEXTS;

export function errorText(code: ErrorCode, value?: string | number): string {
  const text: string = ERROR_TEXTS[code];
  return value === undefined ? text : text.replace('{value}', String(value));
}

/** Messages of the shell UI (spec part 1 §8, "Other messages"). */
export const SHELL_MESSAGES = {
  pageNotFound: 'This page could not be found',
  billingExpired: 'Your Billing Plan Has Expired',
  noAccess: "You don't have access to the product",
  genericError: 'An error occurred',
  encounteredStatus: 'We encountered a {status} error',
  tableEmpty: 'Nothing to see over here',
  tableError: 'Error Loading Data',
  listError: 'An error has occurred',
  apiKeyCreated: 'New API key created',
  apiKeyUpdated: 'API key is updated',
  notificationsUpdated: 'Notification settings updated',
  notificationsFailed: 'Failed to update notification settings',
  profileUpdated: 'Profile updated successfully',
  profileFailed: 'Error updating profile',
  passwordChanged: 'Password changed successfully.',
  billingFailed: 'Error in loading Billing Plan',
  searchMinChars: 'Please enter at least {n} characters',
  searchPressEnter: 'Press enter to search',
  workspaceSwitched: 'Workspace switched successfully to {workspace_name}',
  emailInvalid: 'Please enter a valid email address',
  emailRequired: 'Email Address is required',
  downloadFailed: 'Download failed. Please try again later.',
  downloadLinkFailed: 'Failed to get download link',
  downloadQueued:
    'Your request to download file is queued. You can check status by going to Download manager',
  dataOutdated: 'The data might be outdated.',
} as const;
