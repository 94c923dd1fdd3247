import { ERROR_TEXTS, errorText } from '@riskscreen/shared';

/** What fastify-type-provider-zod keeps of a zod issue: its code as keyword, its message, the rest as params. */
export type ValidationIssue = { keyword?: string; message?: string; params?: Record<string, unknown> };

/**
 * zod's own wording ("Invalid input: expected number, received NaN", "Too big: expected string to have <=300
 * characters") speaks of the schema, not of the field. The API answers in the catalogue's words instead, as the
 * rest of its field errors do. A message a schema set itself is kept as it is.
 */
export function fieldMessage(issue: ValidationIssue): string {
  const message = issue.message ?? '';
  if (!isZodDefault(message)) return message || 'Invalid value.';
  const params = issue.params ?? {};
  switch (issue.keyword) {
    case 'invalid_type':
      return invalidTypeMessage(String(params.expected ?? ''), receivedOf(message));
    case 'too_big':
      return tooBigMessage(String(params.origin ?? ''), Number(params.maximum));
    case 'too_small':
      return tooSmallMessage(String(params.origin ?? ''), Number(params.minimum));
    case 'invalid_value':
      return 'Select a valid choice.';
    case 'invalid_format':
      return params.format === 'email' ? 'Enter a valid email address.' : 'Enter a valid value.';
    default:
      return 'Invalid value.';
  }
}

const ZOD_DEFAULT =
  /^(Invalid input|Invalid option|Too big:|Too small:|Invalid string|Invalid number|Required$)/;

function isZodDefault(message: string): boolean {
  return ZOD_DEFAULT.test(message);
}

function receivedOf(message: string): string {
  return /received (\w+)/.exec(message)?.[1] ?? '';
}

function invalidTypeMessage(expected: string, received: string): string {
  if (received === 'undefined' || received === '') return errorText('field_required');
  switch (expected) {
    case 'string':
      return ERROR_TEXTS.not_a_string;
    case 'number':
    case 'int':
    case 'bigint':
      return ERROR_TEXTS.not_a_number;
    case 'boolean':
      return ERROR_TEXTS.not_a_boolean;
    case 'object':
    case 'record':
      return `Invalid data. Expected a dictionary, but got ${received}.`;
    case 'array':
    case 'tuple':
      return ERROR_TEXTS.not_a_list;
    case 'date':
      return 'Enter a valid date.';
    default:
      return 'Invalid value.';
  }
}

function tooBigMessage(origin: string, maximum: number): string {
  if (origin === 'string') return errorText('field_too_long', maximum);
  if (origin === 'array' || origin === 'set')
    return `Ensure this field has no more than ${maximum} elements.`;
  if (origin === 'number' || origin === 'int' || origin === 'bigint')
    return `Ensure this value is less than or equal to ${maximum}.`;
  return 'Invalid value.';
}

function tooSmallMessage(origin: string, minimum: number): string {
  if (origin === 'string')
    return minimum <= 1
      ? 'This field may not be blank.'
      : `Ensure this field has at least ${minimum} characters.`;
  if (origin === 'array' || origin === 'set')
    return minimum <= 1
      ? 'This list may not be empty.'
      : `Ensure this field has at least ${minimum} elements.`;
  if (origin === 'number' || origin === 'int' || origin === 'bigint')
    return `Ensure this value is greater than or equal to ${minimum}.`;
  return 'Invalid value.';
}
