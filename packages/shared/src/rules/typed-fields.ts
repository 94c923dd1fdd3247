import { z } from 'zod';
import { errorText } from '../errors/catalogue.ts';
import { RULE_MESSAGES } from './messages.ts';

/**
 * Field schemas of the policy and rule bodies that say what is wrong: an absent field is 'Required', a value of the
 * wrong JSON type says which type was expected, a text over its limit says the limit. (One 'Required' for all of
 * them read "name: Required" for a name one character too long.)
 */

type Issue = { input?: unknown };

/** Absent: the key is missing or null. Forms send '' for an empty text, which is 'Required' too. */
export function isAbsentField(input: unknown): boolean {
  return input === undefined || input === null;
}

/** The message of a wrong type: 'Required' when nothing was given, else `wrongType`. */
function typeError(wrongType: string) {
  return (issue: Issue) => (isAbsentField(issue.input) ? RULE_MESSAGES.required : wrongType);
}

export function tooLong(max: number): string {
  return errorText('field_too_long', max);
}

export const textError = typeError(RULE_MESSAGES.notAString);
export const booleanError = typeError(RULE_MESSAGES.notABoolean);
export const listError = typeError(RULE_MESSAGES.notAList);
export const numberError = typeError(RULE_MESSAGES.notANumber);

/*
 * The type is checked first and alone: zod runs length checks on any value with a length, so a list given for a
 * text (or a text for a list) would also be told 'Required' or 'Select up to 2 …'.
 */

/** A required text, trimmed, of at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string({ error: textError })
    .pipe(z.string().trim().min(1, RULE_MESSAGES.required).max(max, tooLong(max)));
}

/** A list whose items and length `list` checks once the value is known to be a list. */
export function typedList<S extends z.ZodType>(list: S) {
  // The pipe hands `list` a checked unknown[]; `list` reads its items itself, whatever its declared input.
  return z.array(z.unknown(), { error: listError }).pipe(list as z.ZodType<z.output<S>, unknown[]>);
}

/**
 * The error of a numbered choice (policy type and category, alert level): a number that is not offered is
 * '"7" is not a valid choice.', anything else that is not a number 'A valid number is required.'.
 */
export function choiceError(issue: Issue): string {
  if (isAbsentField(issue.input)) return RULE_MESSAGES.required;
  return typeof issue.input === 'number'
    ? errorText('invalid_choice', issue.input)
    : RULE_MESSAGES.notANumber;
}
