/**
 * The refusals services (and procedures) throw, in words the caller can act on. They know nothing of HTTP: one
 * mapping (trpc/domain-errors.ts) answers each on both doors, /trpc and /api, with its status. Anything else a
 * service throws is a failure on our side (500, its message kept for the log).
 */
export abstract class DomainError extends Error {}

/** What was asked for does not exist (404). */
export class NotFound extends DomainError {
  override name = 'NotFound';
}

/** The request clashes with the state of what it acts on, e.g. the item is in the Trash (409). */
export class Conflict extends DomainError {
  override name = 'Conflict';
}

/** The time asked for was booked by someone else first (409): names the field, as a refused input does. */
export class SlotTaken extends Conflict {
  readonly fieldErrors: FieldError[];
  constructor(message: string) {
    super(`startsAt: ${message}`);
    this.fieldErrors = [{ path: 'startsAt', message }];
  }
}

/** A service this one relies on (a machine translator) failed or is not set up: said as it is, nothing changed (502). */
export class Unavailable extends DomainError {
  override name = 'Unavailable';
}

/** One refused field: its dotted path in the input ("metadata.steps.0.title"; '' for the input as a whole). */
export interface FieldError {
  path: string;
  message: string;
}

/** An issue as zod reports it (a ZodError's `issues`). */
interface SchemaIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/**
 * Input refused (400), one message per field, answered in the same shape as a schema's refusal: a message naming
 * each field and reason ("email: Invalid email address") and `data.fieldErrors`, which the admin forms mark.
 */
export class InvalidInput extends DomainError {
  override name = 'InvalidInput';
  constructor(readonly fieldErrors: FieldError[]) {
    super(fieldErrors.map(fieldErrorText).join('; '));
  }

  /** One field refused for one reason. */
  static field(path: string, message: string): InvalidInput {
    return new InvalidInput([{ path, message }]);
  }

  /** The input as a whole refused: the message alone, naming no field. */
  static whole(message: string): InvalidInput {
    return InvalidInput.field('', message);
  }

  /** A schema's refusal (a ZodError), each issue naming its field. */
  static fromIssues(issues: ReadonlyArray<SchemaIssue>): InvalidInput {
    return new InvalidInput(
      issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    );
  }
}

/** "path: message", or the message alone when it names no field. */
export const fieldErrorText = (field: FieldError) =>
  field.path ? `${field.path}: ${field.message}` : field.message;

/** Too many requests for now (429): the caller is told when to come back, in the message and in Retry-After. */
export class TooMany extends DomainError {
  override name = 'TooMany';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
