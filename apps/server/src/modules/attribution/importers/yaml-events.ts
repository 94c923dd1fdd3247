import { EVENT_ID, type Event, getScalarValue, parseEvents, SCALAR_STYLE, type ScalarEvent } from 'js-yaml';

/** YAML values as the importers read them: every scalar stays a string (0x… addresses must not become numbers). */
export type YamlValue = string | null | YamlValue[] | { [key: string]: YamlValue };
export type YamlMap = { [key: string]: YamlValue };

const PLAIN_NULL = /^(~|null|Null|NULL|)$/;

/**
 * A YAML document read through js-yaml's event stream rather than load(): values are built one sequence item at a
 * time with their source offsets, so a 50,000-tag pack is walked item by item and each item knows its line.
 */
export class YamlEvents {
  private constructor(
    private readonly text: string,
    private readonly events: Event[],
  ) {}

  /** Parsed document, or the syntax error with its 1-based line. */
  static parse(text: string): YamlEvents | { error: string; line: number } {
    try {
      return new YamlEvents(text, parseEvents(text, { maxDepth: 50 }));
    } catch (e) {
      const mark = (e as { mark?: { line?: number } }).mark;
      const reason = (e as { reason?: string }).reason ?? (e as Error).message;
      return { error: `YAML syntax error: ${reason}`, line: (mark?.line ?? -1) + 1 };
    }
  }

  /** Keys of the root mapping with the event index of each value (empty when the root is not a mapping). */
  rootEntries(): Map<string, number> {
    const entries = new Map<string, number>();
    let i = this.events[0]?.type === EVENT_ID.DOCUMENT ? 1 : 0;
    if (this.events[i]?.type !== EVENT_ID.MAPPING) return entries;
    i++;
    while (i < this.events.length && this.events[i]?.type !== EVENT_ID.POP) {
      const key = this.events[i];
      const valueAt = this.skip(i);
      if (key?.type === EVENT_ID.SCALAR) entries.set(getScalarValue(this.text, key), valueAt);
      i = this.skip(valueAt);
    }
    return entries;
  }

  /** The value whose node starts at event `index`. */
  valueAt(index: number): YamlValue {
    return this.read(index)[0];
  }

  /** Items of the sequence at event `index`, each with the source offset where it starts. */
  *items(index: number): Generator<{ offset: number; value: YamlValue }> {
    if (this.events[index]?.type !== EVENT_ID.SEQUENCE) return;
    let i = index + 1;
    while (i < this.events.length && this.events[i]?.type !== EVENT_ID.POP) {
      const offset = this.offsetOf(i);
      const [value, next] = this.read(i);
      yield { offset, value };
      i = next;
    }
  }

  private offsetOf(index: number): number {
    const event = this.events[index];
    if (!event) return 0;
    if (event.type === EVENT_ID.SCALAR) return event.valueStart;
    if (event.type === EVENT_ID.MAPPING || event.type === EVENT_ID.SEQUENCE) return event.start;
    return 0;
  }

  /** Event index just after the node starting at `index`. */
  private skip(index: number): number {
    let depth = 0;
    let i = index;
    do {
      const type = this.events[i]?.type;
      if (type === EVENT_ID.MAPPING || type === EVENT_ID.SEQUENCE) depth++;
      else if (type === EVENT_ID.POP) depth--;
      i++;
    } while (depth > 0 && i < this.events.length);
    return i;
  }

  private read(index: number): [YamlValue, number] {
    const event = this.events[index];
    if (!event) return [null, index + 1];
    switch (event.type) {
      case EVENT_ID.SCALAR:
        return [this.scalar(event), index + 1];
      case EVENT_ID.SEQUENCE: {
        const list: YamlValue[] = [];
        let i = index + 1;
        while (i < this.events.length && this.events[i]?.type !== EVENT_ID.POP) {
          const [value, next] = this.read(i);
          list.push(value);
          i = next;
        }
        return [list, i + 1];
      }
      case EVENT_ID.MAPPING: {
        // No prototype: a key named __proto__ in a file stays data.
        const map = Object.create(null) as YamlMap;
        let i = index + 1;
        while (i < this.events.length && this.events[i]?.type !== EVENT_ID.POP) {
          const [key, afterKey] = this.read(i);
          const [value, next] = this.read(afterKey);
          map[typeof key === 'string' ? key : JSON.stringify(key)] = value;
          i = next;
        }
        return [map, i + 1];
      }
      default:
        // Aliases (and stray events) carry no data we use: read as null rather than guessing.
        return [null, index + 1];
    }
  }

  private scalar(event: ScalarEvent): string | null {
    const value = getScalarValue(this.text, event);
    return event.style === SCALAR_STYLE.PLAIN && PLAIN_NULL.test(value) ? null : value;
  }
}
